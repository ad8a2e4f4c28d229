import type { Ref } from 'react';
import type { FormNotice } from '../../lib/form-feedback.ts';

export type { FormNotice };

/**
 * A form's own message, shown inside the form (also in the server's answer to a plain form
 * post, and inside dialogs, where a toast would sit under the backdrop).
 */
export function FormAlert({ notice, alertRef }: { notice: FormNotice | null | undefined; alertRef?: Ref<HTMLDivElement> }) {
  if (!notice) return null;
  const tone = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-brand-200 bg-brand-50 text-brand-900',
    info: 'border-sky-200 bg-sky-50 text-sky-900',
  }[notice.kind];
  return (
    <div
      ref={alertRef}
      tabIndex={-1}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`user-text rounded-xl border px-4 py-3 text-sm outline-none ${tone}`}
    >
      {notice.text}
    </div>
  );
}
