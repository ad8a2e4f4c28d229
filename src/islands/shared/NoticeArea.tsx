// The unstyled build with its stylesheet bundled: the default build injects a <style> element
// at run time, which the Content-Security-Policy refuses.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Bounce, ToastContainer, toast, type CloseButtonProps, type ToastOptions } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/**
 * The page's notice area, made when its first notice is shown (islands/shared/Notices.tsx loads
 * this module then). On a phone the notices sit at the bottom, where they cover neither the
 * header nor the page title; from 640 px on at the top right, under the header (`.notices` in
 * global.css: CSS, so the place is right from the first notice). The close button speaks the
 * page's language.
 */
let area: Promise<void> | undefined;

export async function showNotice(kind: 'success' | 'error' | 'info', message: string, options: ToastOptions, closeLabel: string) {
  await (area ??= new Promise<void>((ready) => {
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<NoticeArea closeLabel={closeLabel} onReady={ready} />);
  }));
  toast[kind](message, options);
}

function NoticeArea({ closeLabel, onReady }: { closeLabel: string; onReady(): void }) {
  // The container has registered itself once its parent's effect runs: only then may a notice go to it.
  useEffect(onReady, [onReady]);
  return (
    <ToastContainer
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
