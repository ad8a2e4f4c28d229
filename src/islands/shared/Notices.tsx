// The unstyled build with its stylesheet bundled: the default build injects a <style> element
// at run time, which the Content-Security-Policy refuses.
import { Bounce, ToastContainer, toast, type ToastOptions } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/**
 * The notice area of an island (top-right, 5 s by default, Alt+T focuses it: SPEC.md §8–9).
 * Every container has an id and every notice names its container, so that a page with a flash
 * notice and an island does not show each notice twice.
 */
export function Notices({ id = 'island' }: { id?: string }) {
  return <ToastContainer containerId={id} position="top-right" autoClose={5000} newestOnTop closeOnClick pauseOnFocusLoss={false} transition={Bounce} />;
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, autoClose = 5000, options: ToastOptions = {}) =>
  toast[kind](message, { containerId: 'island', autoClose, ...options });

export const notify = { success: show('success'), error: show('error'), info: show('info') };
