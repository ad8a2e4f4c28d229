import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Category } from '../../lib/schemas/shapes.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { useT } from '../shared/i18n.ts';
import type { ListingFormInitial } from './ListingForm.tsx';

// The form is most of the editor's weight and most visits to one's own page never open it:
// it loads when the pointer or the focus comes to "Edit", or at the latest on the click.
const loadForm = () => import('./ListingForm.tsx');
const ListingForm = lazy(loadForm);

/**
 * The owner's "edit" on a service's page (SPEC.md "Edit service modal"): a link to the edit
 * page, which is what it stays without JavaScript; once hydrated it opens the shared listing
 * form in a modal dialog instead (loaded when first wanted). Cancel, Escape and the close
 * button leave it unchanged.
 */
export default function ServiceEditor(props: {
  messages: IslandMessages;
  serviceId: number;
  categories: Category[];
  initial: ListingFormInitial;
  editHref: string;
  successHref: string;
  children?: ReactNode;
}) {
  const t = useT(props.messages, 'listings');
  const dialog = useRef<HTMLDialogElement>(null);
  // The form mounts with each opening, so a cancelled edit starts afresh next time.
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);

  function show(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened((count) => count + 1);
    setOpen(true);
    dialog.current?.showModal();
  }
  const close = () => dialog.current?.close();

  return (
    <>
      <a
        href={props.editHref}
        onClick={show}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        className="btn-primary"
        data-testid="edit-service"
      >
        {props.children}
      </a>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby="edit-service-title"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="p-5 sm:p-6">
          <div className="mb-5">
            <DialogHeader id="edit-service-title" title={t('edit_service_title')} closeLabel={t('close')} onClose={close} />
          </div>
          {open && (
            <Suspense
              fallback={
                <p className="py-10 text-center text-slate-600" role="status">
                  {t('loading')}
                </p>
              }
            >
              <ListingForm
                key={opened}
                messages={props.messages}
                kind="service"
                mode="edit"
                listingId={props.serviceId}
                categories={props.categories}
                initial={props.initial}
                feedback={{}}
                locationNote={null}
                cancelHref={props.editHref}
                successHref={props.successHref}
                onCancel={close}
              />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
