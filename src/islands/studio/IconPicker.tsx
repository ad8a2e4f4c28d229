import type { TFunction } from '../../lib/i18n.ts';
import { copyOptionLabel } from '../../lib/page-copy.ts';

/** An icon's outline (lucide), as the page passes it: its viewBox and inner SVG, bundled and trusted. */
export interface IconShape {
  viewBox: string;
  body: string;
}

/**
 * A card's icon (issue 37): a radio group of the bundled icons, each named for screen readers;
 * arrows move between them, as in any radio group.
 */
export function IconPicker(props: {
  id: string;
  legend: string;
  value: string;
  options: string[];
  icons: Record<string, IconShape>;
  invalid: boolean;
  describedBy?: string | undefined;
  disabled: boolean;
  t: TFunction;
  onValue(value: string): void;
}) {
  const { id, legend, value, options, icons, invalid, describedBy, disabled, t, onValue } = props;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} aria-invalid={invalid || undefined} disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className={`flex flex-wrap gap-1.5 rounded-xl border p-1.5 ${invalid ? 'border-red-600' : 'border-slate-300'}`}>
        {options.map((option) => {
          const icon = icons[option];
          const name = t(copyOptionLabel(option));
          return (
            <label key={option} title={name} className="relative cursor-pointer">
              <input type="radio" name={id} value={option} checked={value === option} onChange={() => onValue(option)} className="peer sr-only" />
              <span className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-slate-100 peer-checked:hover:bg-brand-800">
                {icon ? (
                  <svg
                    viewBox={icon.viewBox}
                    width={20}
                    height={20}
                    aria-hidden="true"
                    focusable="false"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    dangerouslySetInnerHTML={{ __html: icon.body }}
                  />
                ) : (
                  <span aria-hidden="true">?</span>
                )}
              </span>
              <span className="sr-only">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
