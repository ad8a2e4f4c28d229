import { RealEstateFormFields } from './schemas/real-estate.ts';

/**
 * The real-estate form checked in the browser as the API will check it (the same schema), its
 * refusals as error keys by field: loaded when the form is first sent, so the schema's code
 * stays out of the page's first script.
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
