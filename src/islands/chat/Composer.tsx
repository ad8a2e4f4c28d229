import { useEffect, useId, useRef, useState } from 'react';
import { MAX_CHAT_FILE_BYTES, sniffChatMediaType } from '../../lib/media-type.ts';
import { cleanUserText } from '../../lib/user-text.ts';
import { isSubmitKey } from '../comments/comment-input.ts';
import { usePrehydrationValue } from '../shared/use-prehydration-value.ts';
import { useChat } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';
import { EmojiPicker } from './EmojiPicker.tsx';

interface Draft {
  file: File;
  /** An object URL for a picture's preview (audio and video show their name: the page's policy plays no blob: media). */
  preview: string | null;
}

/**
 * The message box: Enter sends, Shift+Enter is a new line; a file (picture, audio or video up
 * to 5 MB, checked by its bytes when chosen) with its preview and a remove button; a small
 * emoji grid. Sending needs text or a file; the box empties once the message is on its way.
 * Before or without JavaScript it is a plain form the page itself takes (`refused` comes back
 * from it): the send button is never switched off, only greyed by CSS while the box is empty
 * and, once the island runs, marked aria-disabled (the same look, so nothing changes on hydration).
 */
export function Composer(props: {
  disabled: boolean;
  refused: { message: string; text: string } | null;
  onText(text: string): boolean;
  onFile(text: string, file: File): Promise<boolean>;
}) {
  const { t } = useChat();
  const [text, setText] = useState(props.refused?.text ?? '');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState(props.refused?.message ?? '');
  const [busy, setBusy] = useState(false);
  // Until the island runs, the page's own form sends (a plain post): only CSS greys the button then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const field = usePrehydrationValue<HTMLTextAreaElement>(text, setText);
  const picker = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const problemId = useId();
  const empty = cleanUserText(text) === '' && !draft;

  useEffect(() => () => void (draft?.preview && URL.revokeObjectURL(draft.preview)), [draft]);

  async function choose(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    if (file.size > MAX_CHAT_FILE_BYTES) return setProblem(t('file_too_large'));
    const kind = sniffChatMediaType(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
    if (!kind) return setProblem(t('file_invalid_type'));
    setProblem('');
    setDraft({ file, preview: kind.type === 'image' ? URL.createObjectURL(file) : null });
  }

  async function submit() {
    if (busy || props.disabled) return;
    if (empty) {
      setProblem(t('message_empty'));
      return;
    }
    setProblem('');
    if (draft) {
      setBusy(true);
      const sent = await props.onFile(text, draft.file);
      setBusy(false);
      if (sent) {
        setText('');
        setDraft(null);
      }
    } else if (props.onText(text)) {
      setText('');
    }
    field.current?.focus();
  }

  function insert(emoji: string) {
    const area = field.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      data-draft={draft ? '' : undefined}
      className="group shrink-0 border-t border-slate-200 bg-white px-2 py-2 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="chat-composer"
    >
      {draft && (
        <div className="mb-2 flex items-center gap-3 rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200" data-testid="chat-attachment">
          {draft.preview ? (
            <img src={draft.preview} alt={t('attachment')} className="size-14 rounded-lg object-cover" />
          ) : (
            <span className="inline-flex size-14 items-center justify-center rounded-lg bg-slate-200 text-slate-600">
              <ChatIcon name="file" size={22} />
            </span>
          )}
          <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{draft.file.name}</span>
          <button
            type="button"
            onClick={() => setDraft(null)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200"
          >
            <ChatIcon name="x" />
            <span className="sr-only">{t('remove_attachment')}</span>
          </button>
        </div>
      )}
      {problem && (
        <p id={problemId} role="alert" className="mb-1.5 px-1 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-1">
        <label
          className={`inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${props.disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ChatIcon name="clip" size={20} />
          <span className="sr-only">{t('attach')}</span>
          <input
            ref={picker}
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/gif,image/webp,audio/*,video/mp4,video/webm"
            className="sr-only"
            disabled={props.disabled}
            onChange={(event) => void choose(event.target.files?.[0])}
            data-testid="chat-file"
          />
        </label>
        <EmojiPicker disabled={props.disabled} onPick={insert} />
        <label htmlFor={fieldId} className="sr-only">
          {t('message_label')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          name="content"
          rows={1}
          value={text}
          disabled={props.disabled}
          placeholder={t('message_placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem('');
          }}
          onKeyDown={(event) => {
            if (isSubmitKey(event)) {
              event.preventDefault();
              void submit();
            }
          }}
          className="block max-h-40 min-h-11 w-full flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 [field-sizing:content] placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={busy || props.disabled}
          aria-disabled={hydrated && empty ? true : undefined}
          className="btn-primary size-11 shrink-0 !p-0 group-[:has(textarea:placeholder-shown):not([data-draft])]:bg-slate-200 group-[:has(textarea:placeholder-shown):not([data-draft])]:text-slate-600 group-[:has(textarea:placeholder-shown):not([data-draft])]:shadow-none"
          data-testid="chat-send"
        >
          <ChatIcon name="send" size={18} />
          <span className="sr-only">{t('send')}</span>
        </button>
      </div>
    </form>
  );
}
