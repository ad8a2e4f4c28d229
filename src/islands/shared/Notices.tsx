// The unstyled build with its stylesheet bundled: the default build injects a <style> element
// at run time, which the Content-Security-Policy refuses.
import { Bounce, ToastContainer, toast, type CloseButtonProps, type ToastOptions } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/**
 * The notice area of an island (5 s by default, Alt+T focuses it: SPEC.md §8–9). On a phone
 * the notices sit at the bottom, where they cover neither the header nor the page title; from
 * 640 px on at the top right, under the header (`.notices` in global.css: CSS, so the place is
 * right from the first notice, before any script measured the screen). The close button
 * speaks the page's language.
 * Every container has an id and every notice names its container, so that a page with a flash
 * notice and an island does not show each notice twice.
 */
export function Notices({ id = 'island', closeLabel }: { id?: string; closeLabel: string }) {
  return (
    <ToastContainer
      containerId={id}
      position="bottom-center"
      className="notices"
      autoClose={5000}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      transition={Bounce}
      closeButton={(props: CloseButtonProps) => <CloseButton {...props} label={closeLabel} />}
    />
  );
}

function CloseButton({ closeToast, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
      className="ml-auto inline-flex h-8 w-8 shrink-0 items-center justify-center self-start rounded-lg text-current opacity-70 hover:opacity-100"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </button>
  );
}

/** A notice; the same text of the same kind is never stacked twice (its id is its text). */
const show = (kind: 'success' | 'error' | 'info') => (message: string, autoClose = 5000, options: ToastOptions = {}) =>
  toast[kind](message, { containerId: 'island', autoClose, toastId: `${kind}:${message}`, ...options });

export const notify = { success: show('success'), error: show('error'), info: show('info') };
