import { useEffect, useId, useRef, useState } from 'react';
import { useChat } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';

/** A fixed grid of everyday emoji: what a buyer and a seller use, without a 300 KB library. */
const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😉',
  '😎',
  '🤔',
  '😅',
  '🙂',
  '😢',
  '😮',
  '🙏',
  '👍',
  '👎',
  '👌',
  '👏',
  '🤝',
  '💪',
  '❤️',
  '🔥',
  '✅',
  '❌',
  '⭐',
  '🎉',
  '💰',
  '📦',
  '🚚',
  '📍',
  '📞',
  '⏰',
  '🏠',
  '🚗',
];

/** The toggle and its grid; Escape or a click elsewhere closes it, and the focus goes back to the toggle. */
export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick(emoji: string): void }) {
  const { t } = useChat();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const gridId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    box.current?.querySelector<HTMLButtonElement>('[data-emoji]')?.focus();
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      ref={box}
      role="presentation"
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        data-testid="chat-emoji"
      >
        <ChatIcon name="smile" size={20} />
        <span className="sr-only">{t('emoji_open')}</span>
      </button>
      <div
        id={gridId}
        hidden={!open}
        role="group"
        aria-label={t('emoji_list')}
        className="absolute bottom-full left-0 z-20 mb-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
      >
        <div className="grid grid-cols-8 gap-0.5">
          {EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              data-emoji
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
              className="inline-flex size-8 items-center justify-center rounded-lg text-xl hover:bg-slate-100"
            >
              {emoji}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
