import { Bounce, ToastContainer, toast, type ToastOptions } from 'react-toastify';

/** The notice area of an island (top-right, 5 s by default, Alt+T focuses it: SPEC.md §8–9). */
export function Notices() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick pauseOnFocusLoss={false} transition={Bounce} />;
}

export const notify = {
  success: (message: string, autoClose = 5000, options: ToastOptions = {}) => toast.success(message, { autoClose, ...options }),
  error: (message: string, autoClose = 5000, options: ToastOptions = {}) => toast.error(message, { autoClose, ...options }),
  info: (message: string, autoClose = 5000, options: ToastOptions = {}) => toast.info(message, { autoClose, ...options }),
};
