import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useComments } from './comments-context.ts';
import { Icon, type IconName } from './Icons.tsx';

/** One entry of the menu; `danger` ones (delete) are red. */
export interface MenuItem {
  label: string;
  icon: IconName;
  danger?: boolean;
  onSelect(): void;
}

/**
 * A comment's menu: the author's (edit, delete) or, for anyone else signed in, Report. A menu
 * button with the keyboard of the ARIA menu pattern. Opening focuses the first item; Escape
 * closes and gives the focus back to the button; a click outside closes it. `buttonRef` lets the
 * item bring the focus back here after an edit, a cancelled delete or a closed report dialog,
 * so it never falls to the page.
 */
export function CommentMenu(props: { buttonRef: RefObject<HTMLButtonElement | null>; items: MenuItem[] }) {
  const { t } = useComments();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function closeToButton() {
    setOpen(false);
    props.buttonRef.current?.focus();
  }

  function moveFocus(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (go !== undefined) {
      event.preventDefault();
      list[(go + list.length) % list.length]?.focus();
    }
  }

  function choose(action: () => void) {
    setOpen(false);
    action();
  }

  const item = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-slate-100 focus:bg-slate-100';
  return (
    <div ref={wrapper} className="relative shrink-0">
      <button
        ref={props.buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('author_menu')}
        title={t('author_menu')}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="more" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t('author_menu')}
          onKeyDown={moveFocus}
          className="absolute top-full right-0 z-20 mt-1 w-44 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {props.items.map((each) => (
            <button
              key={each.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${item} ${each.danger ? 'text-red-700' : 'text-slate-800'}`}
              onClick={() => choose(each.onSelect)}
            >
              <Icon name={each.icon} size={16} />
              {each.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
