import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * Notices (SPEC.md §8–9): 5 s by default, Alt+T focuses them. The notice library and its
 * stylesheet load with the first notice a page shows (islands/shared/NoticeArea.tsx), not with
 * the page: most visits never see one. One notice area per page, so that a flash notice and an
 * island never show a notice twice.
 */
type Kind = 'success' | 'error' | 'info';

let closeLabel = 'Close';

/**
 * Where an island shows notices: it renders nothing, and names the close button in the
 * island's language (every island on a page speaks the page's).
 */
export function Notices(props: { closeLabel: string }) {
  closeLabel = props.closeLabel;
  return null;
}

/** A notice; the same text of the same kind is never stacked twice (its id is its text). */
const show =
  (kind: Kind) =>
  (message: string, autoClose = 5000, options: ToastOptions = {}) => {
    void import('./NoticeArea.tsx').then(({ showNotice }) => showNotice(kind, message, { autoClose, toastId: `${kind}:${message}`, ...options }, closeLabel));
  };

export const notify = { success: show('success'), error: show('error'), info: show('info') };
