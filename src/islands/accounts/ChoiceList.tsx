import type { LoadState } from '../shared/use-api-data.ts';

/**
 * A numbered list of choices (regions, districts) with loading and error states. The choices
 * are the submit buttons of a plain form (`intent`, and `name` = the chosen id), so the server
 * takes the choice before JavaScript runs; the island takes it itself afterwards.
 */
export function ChoiceList<T extends { id: number }>(props: {
  name: string;
  intent: string;
  state: LoadState<T[]>;
  label(item: T): string;
  selectedId: number | null;
  onChoose(item: T): void;
  texts: { loading: string; error: string; retry: string };
  onRetry(): void;
}) {
  const { state } = props;
  if (state.kind === 'idle' || state.kind === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {props.texts.loading}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>{props.texts.error}</p>
        <button type="button" className="btn-secondary mt-3" onClick={props.onRetry}>
          {props.texts.retry}
        </button>
      </div>
    );
  }
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const id = Number((event.nativeEvent.submitter as HTMLButtonElement | null)?.value);
        const item = state.data.find((each) => each.id === id);
        if (item) props.onChoose(item);
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <ol className="grid max-h-[26rem] gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
        {state.data.map((item, index) => {
          const selected = item.id === props.selectedId;
          return (
            <li key={item.id}>
              <button
                type="submit"
                name={props.name}
                value={item.id}
                aria-pressed={selected}
                className={`flex w-full items-center gap-3 rounded-xl border px-3 py-3 text-left text-sm transition-colors ${
                  selected
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-brand-400 hover:bg-slate-50'
                }`}
              >
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
                  {index + 1}
                </span>
                {props.label(item)}
              </button>
            </li>
          );
        })}
      </ol>
    </form>
  );
}
