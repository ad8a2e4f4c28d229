import type { ListingKind } from '../../lib/listing-kinds.ts';
import type { AstroGlobal } from 'astro';
import type { ReviewReason } from '../../lib/review-rules.ts';
import { REVIEW_REASONS } from '../../lib/review-rules.ts';
import { AnswerBody, ReviewBody, ReviewEditBody } from '../../lib/schemas/reviews.ts';
import type { UserRef } from '../../lib/schemas/shapes.ts';
import { localizeError } from '../error-messages.ts';
import { AppError } from '../errors.ts';
import { flashCookie } from '../http/cookies.ts';
import { pageContext } from '../page-context.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';
import type { z } from 'zod';

type Page = Pick<AstroGlobal, 'request' | 'url' | 'locals' | 'cookies' | 'redirect' | 'response' | 'currentLocale'>;

/** What the form holds: as the user typed it, or the review being changed. */
export interface ReviewFormValues {
  stars: number | null;
  reasons: ReviewReason[];
  text: string;
}

/** /review: the form to write (or change) a review of a deal, or why there is none to write. */
export type ReviewPageData =
  | {
      kind: 'form';
      mode: 'write' | 'edit';
      listing: { id: number; kind: ListingKind; title: string };
      other: UserRef;
      reviewId: number | null;
      values: ReviewFormValues;
      errors: Record<string, string>;
      problem: string | null;
    }
  | { kind: 'unavailable'; message: string };

const idOf = (value: FormDataEntryValue | string | null | undefined) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The form's fields as the API's body takes them. */
function bodyOf(form: FormData | URLSearchParams) {
  const stars = form.get('stars');
  const text = form.get('text');
  return {
    stars: typeof stars === 'string' && stars !== '' ? stars : undefined,
    reasons: form.getAll('reasons').filter((each): each is string => typeof each === 'string'),
    ...(typeof text === 'string' && text.trim() !== '' && { text }),
  };
}

const valuesOf = (form: FormData | URLSearchParams): ReviewFormValues => {
  const stars = Number(form.get('stars'));
  return {
    stars: stars >= 1 && stars <= 5 ? stars : null,
    reasons: REVIEW_REASONS.filter((reason) => form.getAll('reasons').includes(reason)),
    text: String(form.get('text') ?? ''),
  };
};

/**
 * The review form page (issue 24): GET `?listing=&to=&stars=` (the one-tap star row of a deal
 * due, `stars` preselected) or `?edit=<id>`; POST `intent=write|edit` (back to the profile with a
 * notice, or the form again with its messages and what was typed) and `intent=answer` (from the
 * seller page: back to the answered review). Signed in only (lib/guarded-routes.ts).
 */
export async function reviewPage(page: Page, runtime: Pick<Runtime, 'services' | 'config'>): Promise<ReviewPageData | Response> {
  const { services, config } = runtime;
  const { locale, href } = pageContext(page);
  const user = page.locals.user!;
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  const query = page.url.searchParams;
  const message = (error: AppError) => {
    const body = localizeError(error, locale);
    return { detail: body.detail, fields: Object.fromEntries(Object.entries(body.errors ?? {}).map(([field, list]) => [field.split('.')[0]!, list[0] ?? ''])) };
  };

  if (form?.get('intent') === 'answer') {
    const reviewId = idOf(form.get('review_id'));
    const parsed = AnswerBody.safeParse({ text: form.get('text') ?? '' });
    const back = `${href(`/user/${user.id}`)}#review-${reviewId ?? ''}`;
    if (reviewId === null || !parsed.success) return page.redirect(back, 303);
    try {
      await services.reviews.answer(user.id, reviewId, parsed.data.text);
      page.cookies.set(...flashCookie(config.publicUrl, 'answered_flash'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    return page.redirect(back, 303);
  }

  const editId = idOf(form?.get('review_id') ?? query.get('edit'));
  const source = form ?? query;
  try {
    if (editId !== null) {
      const mine = await services.reviews.mineOne(user.id, editId);
      const base = { kind: 'form' as const, mode: 'edit' as const, listing: mine.listing, other: mine.target, reviewId: mine.id };
      if (!mine.editable_until) return { kind: 'unavailable', message: message(new AppError('review_not_editable')).detail };
      if (!form) return { ...base, values: { stars: mine.stars, reasons: mine.reasons, text: mine.text ?? '' }, errors: {}, problem: null };
      const parsed = ReviewEditBody.safeParse(bodyOf(form));
      if (!parsed.success) return { ...base, values: valuesOf(form), errors: fieldMessages(parsed.error, message), problem: null };
      try {
        await services.reviews.edit(user.id, editId, parsed.data);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        page.response.status = error.status;
        return { ...base, values: valuesOf(form), errors: message(error).fields, problem: message(error).detail };
      }
      page.cookies.set(...flashCookie(config.publicUrl, 'edited_flash'));
      return page.redirect(`${href('/myprofile')}#reviews-mine`, 303);
    }

    const listingId = idOf(source.get('listing'));
    const otherId = idOf(source.get('to'));
    if (listingId === null || otherId === null) return { kind: 'unavailable', message: message(new AppError('review_no_deal')).detail };
    const deal = await services.reviews.dealFor(user.id, listingId, otherId);
    const base = {
      kind: 'form' as const,
      mode: 'write' as const,
      listing: { id: deal.listing.id, kind: deal.listing.kind, title: deal.listing.title },
      other: deal.other,
      reviewId: null,
    };
    if (!form) return { ...base, values: valuesOf(query), errors: {}, problem: null };
    const parsed = ReviewBody.safeParse({ ...bodyOf(form), listing_id: listingId, target_id: otherId });
    if (!parsed.success) return { ...base, values: valuesOf(form), errors: fieldMessages(parsed.error, message), problem: null };
    try {
      await services.reviews.write(user.id, parsed.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      page.response.status = error.status;
      return { ...base, values: valuesOf(form), errors: message(error).fields, problem: message(error).detail };
    }
    page.cookies.set(...flashCookie(config.publicUrl, 'written_flash'));
    return page.redirect(`${href('/myprofile')}#reviews-mine`, 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    page.response.status = error.status;
    return { kind: 'unavailable', message: message(error).detail };
  }
}

/** A form's refusal as the API words it: each field's first message, by field. */
function fieldMessages(error: z.ZodError, message: (error: AppError) => { fields: Record<string, string> }): Record<string, string> {
  const fields: Record<string, Array<{ key: string }>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!fields[field]) fields[field] = [{ key: issue.message }];
  }
  return message(new AppError('validation_error', { fields })).fields;
}
