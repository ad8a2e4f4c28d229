import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { LIFECYCLE, LISTING_STATUSES, type ListingStatus } from '../listing-states.ts';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { id } from './listings.ts';
import { UserRef } from './shapes.ts';

/** Requests and answers of a listing's life (issue 22): the seller's moves, the buyers, renew all, the tabs' counts. */
export const ReserveBody = z.object({
  buyer_id: id('field_required').meta({ description: 'Someone who wrote to you about this listing (`GET …/{id}/buyers`).', example: 12 }),
});
export const SellBody = z.object({
  buyer_id: id('field_required')
    .nullable()
    .optional()
    .meta({ description: 'The buyer, one of `GET …/{id}/buyers` (the one it is reserved for, or another); null or absent: sold elsewhere.', example: 12 }),
});
export type SellBodyInput = z.output<typeof SellBody>;

export const ListingStateCounts = z
  .object(Object.fromEntries(LISTING_STATUSES.map((status) => [status, z.number().int()])) as Record<ListingStatus, z.ZodNumber>)
  .meta({ id: 'ListingStateCounts', description: 'How many of your listings of the kind are in each state.' });
export const ListingBuyers = z
  .object({ buyers: z.array(UserRef) })
  .meta({ id: 'ListingBuyers', description: 'The people who wrote to you about the listing in a chat started from it, first to ask first.' });

/** The routes of a kind's life, declared once for both kinds (as `listingContract`). */
export function lifecycleContract<Item extends z.ZodType>(kind: {
  plural: 'products' | 'services' | 'real-estate';
  tag: 'Products' | 'Services' | 'Real estate';
  one: string;
  item: Item;
}) {
  const { plural, tag, one, item } = kind;
  const path = `/${plural}/api/${plural}/{id}`;
  const params = z.object({ id: IdParam });
  const moved = jsonAnswer(item, `The ${one} as it is now.`);
  const refused = `409 when its state does not allow it (\`move_not_allowed\`, \`raise_too_soon\`, \`renew_too_early\`, \`renew_too_late\`, \`already_paused\`, \`not_paused\`): the answer of one of several parallel moves, the others get 409.`;
  const ownerMove = (verb: string, summary: string, description: string, body?: ReturnType<typeof jsonBody>) =>
    ({
      method: 'post',
      path: `${path}/${verb}`,
      tags: [tag],
      summary,
      description: `The owner only (403 \`not_owner\`). ${description} ${refused}`,
      security: SIGNED_IN,
      request: { params, ...(body && { body }) },
      responses: { 200: moved, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
    }) as const satisfies RouteConfig;

  return {
    reserve: ownerMove(
      'reserve',
      `Reserve an active ${one} for a buyer`,
      `For someone who wrote to you about it (400 \`buyer_not_eligible\` otherwise). It stays in the lists with a "Reserved" badge and goes back to active by itself after ${LIFECYCLE.reserveDays} days.`,
      jsonBody(ReserveBody, 'The buyer.'),
    ),
    release: ownerMove('release', `Release a reserved ${one}`, 'Back to active, for anyone.'),
    sell: ownerMove(
      'sell',
      `Mark a ${one} sold`,
      'From active or reserved; to the buyer it is reserved for, another who wrote about it, or elsewhere (no buyer). Final: it leaves the lists and its page says so.',
      jsonBody(SellBody, 'The buyer, or none.'),
    ),
    renew: ownerMove(
      'renew',
      `Renew a ${one}`,
      `Free, from ${LIFECYCLE.renewWindowDays} days before it expires and for ${LIFECYCLE.renewableDays} days after: its term again from now (30 days for goods, 60 for services and cars).`,
    ),
    raise: ownerMove(
      'raise',
      `Raise an active ${one} to the top`,
      `Once every ${LIFECYCLE.raiseEveryDays} days: the lists' sort date becomes now (\`raised_at\`); \`created_at\` stays.`,
    ),
    pause: ownerMove(
      'pause',
      `Pause an active ${one}`,
      'While its term runs: it leaves the lists, the search and saved-search alerts; its page stays (saying it is paused, not indexed) with its photos, comments and chats. Its term runs on: the hourly job expires it at the same date. Paused already: 409 `already_paused`.',
    ),
    resume: ownerMove(
      'resume',
      `Resume a paused ${one}`,
      'Back to active with the same expiry, while its term runs (expired meanwhile: renew it instead). Not paused: 409 `not_paused`.',
    ),
    buyers: {
      method: 'get',
      path: `${path}/buyers`,
      tags: [tag],
      summary: `Who may buy your ${one}`,
      description: 'The owner only (403 `not_owner`): the people who wrote to you about it, whom it can be reserved for or sold to.',
      security: SIGNED_IN,
      request: { params },
      responses: { 200: jsonAnswer(ListingBuyers, 'The buyers.'), ...errorAnswers(401, 403, 404) },
    },
    renewAll: {
      method: 'post',
      path: `/${plural}/api/user/${plural}/renew`,
      tags: [tag],
      summary: `Renew all your ${plural} that can be`,
      description: `Every one of yours that expires within ${LIFECYCLE.renewWindowDays} days or expired less than ${LIFECYCLE.renewableDays} days ago, in one action.`,
      security: SIGNED_IN,
      responses: {
        200: jsonAnswer(
          z.object({ renewed: z.number().int(), items: z.array(item) }).meta({ id: `Renewed${tag.replaceAll(' ', '')}` }),
          `How many were renewed, and those ${plural}.`,
        ),
        ...errorAnswers(401),
      },
    },
    states: {
      method: 'get',
      path: `/${plural}/api/user/${plural}/states`,
      tags: [tag],
      summary: `How many of your ${plural} are in each state`,
      security: SIGNED_IN,
      responses: { 200: jsonAnswer(ListingStateCounts, 'The counts.'), ...errorAnswers(401) },
    },
  } as const satisfies Record<string, RouteConfig>;
}
