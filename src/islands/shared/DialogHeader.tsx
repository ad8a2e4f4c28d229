/** A modal dialog's title (the dialog's `aria-labelledby` names `id`) and its close button. */
export function DialogHeader({ id, title, closeLabel, onClose }: { id: string; title: string; closeLabel: string; onClose(): void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        aria-label={closeLabel}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </div>
  );
}
