import type { ListingKind } from './listing-kinds.ts';
import { RealEstateFormFields } from './schemas/real-estate.ts';

/**
 * The real-estate form checked in the browser as the API will check it (the same schema), its
 * refusals as error keys by field, the first of each.
 */
export function checkRealEstateForm(values: Record<string, string>): Record<string, string> {
  const result = RealEstateFormFields.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/**
 * Each kind's check of its own form fields (lib/own-form.ts), by kind as the pages' READ_FORM
 * is: the listing form loads this module when it is first sent, so the schemas stay out of the
 * page's first script (and out of the kind table's imports).
 */
export const OWN_FORM_CHECKS: Partial<Record<ListingKind, (values: Record<string, string>) => Record<string, string>>> = {
  real_estate: checkRealEstateForm,
};
