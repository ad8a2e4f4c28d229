import type { AstroGlobal } from 'astro';
import type { FormFeedback } from '../../lib/form-feedback.ts';
import type { SessionUser } from '../accounts/account-shapes.ts';
import type { Config } from '../config.ts';
import { feedbackOf } from '../form-feedback.ts';
import { flashCookie } from '../http/cookies.ts';
import { formTexts } from '../http/validation.ts';
import type { ListingRecord, ListingsService } from '../listings/listings.service.ts';
import { readPageForm } from '../page-forms.ts';
import { pageContext } from '../page-context.ts';
import { PRODUCT_UPLOAD_LIMIT, readProductSubmission } from './product-submission.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'clientAddress' | 'cookies' | 'currentLocale' | 'url' | 'redirect'>;

/**
 * The new-product and edit pages' plain multipart form (before or without JavaScript): the
 * same reading and listing core as the API. Success leaves with the notice (SPEC.md: a new
 * product goes to /, an edit back to the product); a refusal comes back as what to show, with
 * the typed text kept (files cannot be put back into a file field: they are chosen again).
 */
export async function submitProductPage(
  page: Page,
  config: Config,
  listings: ListingsService,
  user: SessionUser,
  existing: ListingRecord | null,
  goTo: string,
): Promise<Response | FormFeedback | null> {
  const form = await readPageForm(page, config, PRODUCT_UPLOAD_LIMIT);
  if (form === null || form instanceof Response) return form;
  try {
    const { input, newImages, keepImageIds } = readProductSubmission(form);
    if (existing) await listings.update('product', existing.id, user.id, input, keepImageIds, newImages);
    else await listings.create('product', user.id, input, newImages);
    page.cookies.set(...flashCookie(config.publicUrl, existing ? 'product_updated_success' : 'productCreatedSuccess'));
    return page.redirect(goTo, 303);
  } catch (error) {
    const typed = formTexts(form, ['title', 'description', 'price', 'condition', 'category_id', 'in_stock']);
    const values = Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { ...feedbackOf(error, pageContext(page).locale), values };
  }
}
