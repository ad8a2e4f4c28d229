/**
 * A kind's own fields on the one listing form (islands/listings/ListingForm.tsx), described as
 * data so the form renders them without knowing the kind (issue 38: real estate's rooms, area,
 * floor…). Texts are keys of `namespace`; the islands get that namespace with the form's.
 */

/** A choice of a radio group or a select: its value and its label's key. */
export interface OwnFormOption {
  readonly value: string;
  readonly label: string;
}

export interface OwnFormField {
  /** The multipart field's name, as the API reads it. */
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  /** Radios (few choices, one required), a select with a blank first choice (blank is absent), or a text input. */
  readonly control: 'radio' | 'select' | 'text';
  readonly options?: readonly OwnFormOption[];
  readonly inputMode?: 'numeric' | 'decimal' | 'text';
  readonly maxLength?: number;
  /**
   * Shown and sent only while the field `field` has one of `values` (a floor for flats and
   * commercial premises, a commission for an agency). Without JavaScript every field is shown,
   * with a note naming those values: a blank one is absent.
   */
  readonly when?: { readonly field: string; readonly values: readonly string[] };
  /** Half a row on a wide screen. */
  readonly half?: boolean;
  /** The value of a new listing's form. */
  readonly initial?: string;
}

export interface OwnFormSection {
  /** Its heading's key; none for the first. */
  readonly heading?: string;
  readonly fields: readonly OwnFormField[];
}

export interface OwnFormSpec {
  /** The namespace of its texts. */
  readonly namespace: string;
  /** The field that names the category by its slug (radios of the kind's categories), in place of the category picker. */
  readonly categoryField: { readonly name: string; readonly label: string };
  /** The price's label and hint, and the currency chosen beside it: the form puts them after the first section. */
  readonly price: {
    readonly label: string;
    readonly hint: string;
    /** A further hint while another field has some values (a rent's price is a month's); without JavaScript, always. */
    readonly more?: { readonly hint: string; readonly when: { readonly field: string; readonly values: readonly string[] } };
    readonly currency: OwnFormField;
  };
  /** Its fields, after the category, in sections. */
  readonly sections: readonly OwnFormSection[];
  /** The note on a field shown only for some values of another: `{{names}}` are those values' names. */
  readonly onlyFor: string;
  /** A listing's own values as its edit form starts from them (the form checks them with lib/own-form-checks.ts). */
  valuesOf(listing: object): Record<string, string>;
}

/** Every own field of a description, the currency's first. */
export function ownFields(spec: OwnFormSpec): OwnFormField[] {
  return [spec.price.currency, ...spec.sections.flatMap((section) => section.fields)];
}

/** Whether a field applies to the form's values (its `when`): the ones that do not are neither shown nor sent. */
export function applies(field: OwnFormField, values: Record<string, string>): boolean {
  return !field.when || field.when.values.includes(values[field.when.field] ?? '');
}

/** A new form's own values: each field's `initial`, else blank. */
export function blankOwnValues(spec: OwnFormSpec): Record<string, string> {
  return Object.fromEntries(
    [spec.categoryField.name, ...ownFields(spec).map((field) => field.name)]
      .map((name) => [name, ''])
      .concat(ownFields(spec).flatMap((field) => (field.initial === undefined ? [] : [[field.name, field.initial]]))),
  );
}

/** The own fields a form sends: those that apply and are not blank (the category's included). */
export function ownFieldsToSend(spec: OwnFormSpec, values: Record<string, string>): Array<[string, string]> {
  const sent: Array<[string, string]> = [];
  const category = values[spec.categoryField.name]?.trim() ?? '';
  if (category) sent.push([spec.categoryField.name, category]);
  for (const field of ownFields(spec)) {
    const value = values[field.name]?.trim() ?? '';
    if (value && applies(field, values)) sent.push([field.name, value]);
  }
  return sent;
}
