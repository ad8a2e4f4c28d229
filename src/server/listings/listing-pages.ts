import type { AstroGlobal } from 'astro';
import type { FlashKey } from '../../lib/flash.ts';
import type { Config } from '../config.ts';
import { flashCookie } from '../http/cookies.ts';
import { readPageForm } from '../page-forms.ts';
import type { ListingRecord, ListingsService } from './listings.service.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'clientAddress' | 'cookies' | 'currentLocale' | 'url' | 'redirect'>;

/**
 * The owner's delete button on a listing's page: a plain form (`intent=delete`) after a
 * confirmation step. Answers the response to send, or null when the post was something else.
 */
export async function deleteListingForm(page: Page, config: Config, listings: ListingsService, record: ListingRecord, goTo: string): Promise<Response | null> {
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  if (!form || form.get('intent') !== 'delete') return null;
  const user = page.locals.user;
  if (!user || user.id !== record.owner.id) return new Response('Forbidden', { status: 403 });
  await listings.delete(record.kind, record.id, user.id);
  const flash: FlashKey = 'product_delete_success';
  page.cookies.set(...flashCookie(config.publicUrl, flash));
  return page.redirect(goTo, 303);
}
