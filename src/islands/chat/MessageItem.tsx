import type { ChatMessage } from '../../lib/schemas/chats.ts';
import type { UserRef } from '../../lib/schemas/shapes.ts';
import { tashkentClock } from '../../lib/chat-messages.ts';
import { safetyWarning } from '../../lib/chat-safety.ts';
import { ReportEntry } from '../comments/ReportEntry.tsx';
import { useChat } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';
import type { PendingMessage } from './use-room.ts';

const BUBBLE = 'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.95rem] leading-6 user-text whitespace-pre-wrap sm:max-w-[70%]';

function Attachment({ file, alt, onEnlarge }: { file: NonNullable<ChatMessage['file']>; alt: string; onEnlarge(src: string, alt: string): void }) {
  const { t } = useChat();
  if (file.type === 'image') {
    return (
      <button type="button" onClick={() => onEnlarge(file.url, alt)} className="block overflow-hidden rounded-xl" data-testid="chat-image">
        <img src={file.url} alt={alt} loading="lazy" className="max-h-64 w-auto max-w-full object-cover" />
        <span className="sr-only">{t('open_image')}</span>
      </button>
    );
  }
  if (file.type === 'audio') return <audio controls preload="none" src={file.url} className="w-64 max-w-full" />;
  if (file.type === 'video') return <video controls preload="metadata" src={file.url} className="max-h-64 max-w-full rounded-xl" />;
  return (
    <a href={file.url} download className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2">
      <ChatIcon name="file" size={16} />
      {t('file_download')}
    </a>
  );
}

/**
 * One message: own on the right, the other's on the left with the safety warning when it asks
 * for one, and beside it Report (issue 23): a small flag button that shows on hover and focus
 * (always on touch screens, and always in the tab order).
 */
export function MessageItem({ message, other, onEnlarge }: { message: ChatMessage; other: UserRef; onEnlarge(src: string, alt: string): void }) {
  const { t, tr, me, locale } = useChat();
  const own = message.sender.id === me.id;
  const warning = own ? null : safetyWarning(message.content);
  const bubble = (
    <div
      className={`${BUBBLE} ${message.content ? '' : '!p-1.5'} ${own ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200'}`}
    >
      <span className="sr-only">{own ? t('you') : other.username}: </span>
      {message.file && (
        <div className={message.content ? 'mb-1.5' : ''}>
          <Attachment file={message.file} alt={t('image_from', { name: message.sender.username })} onEnlarge={onEnlarge} />
        </div>
      )}
      {message.content && <span data-testid="chat-message-text">{message.content}</span>}
      <time
        dateTime={message.timestamp}
        className={`text-[0.7rem] ${own ? 'text-brand-100' : 'text-slate-500'} ${message.content ? 'float-right ml-2 inline-block translate-y-1' : 'block px-1 pt-0.5 text-right'}`}
      >
        {tashkentClock(message.timestamp)}
      </time>
    </div>
  );
  return (
    <div className={`flex flex-col ${own ? 'items-end' : 'items-start'}`} data-testid="chat-message" data-own={own ? 'true' : 'false'}>
      {own ? (
        bubble
      ) : (
        // The bubble keeps its width of the column (85%, 70%); the flag sits at its foot.
        <div className="group flex w-full items-end gap-1">
          {bubble}
          <ReportEntry
            t={tr}
            locale={locale}
            targetType="message"
            targetId={message.id}
            opener={(open) => (
              <button
                type="button"
                aria-label={tr('report_message')}
                title={tr('report_message')}
                onClick={() => open()}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 opacity-0 group-hover:opacity-100 hover:bg-slate-200 hover:text-red-700 focus:opacity-100 pointer-coarse:opacity-100"
                data-testid="chat-report"
              >
                <ChatIcon name="flag" size={14} />
              </button>
            )}
          />
        </div>
      )}
      {warning && (
        <p
          className={`mt-1 flex max-w-[85%] items-start gap-1.5 rounded-lg px-2.5 py-1.5 text-xs ring-1 sm:max-w-[70%] ${warning === 'payment' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
          data-testid="chat-safety"
          data-warning={warning}
        >
          <ChatIcon name="alert" size={14} className="mt-px shrink-0" />
          {t(warning === 'payment' ? 'safety_payment_warning' : 'safety_warning')}
        </p>
      )}
    </div>
  );
}

/** One's own message the server does not have yet: sending, waiting for the connection, or refused. */
export function PendingItem({ pending, onResend, onDiscard }: { pending: PendingMessage; onResend(): void; onDiscard(): void }) {
  const { t } = useChat();
  const state = pending.state === 'failed' ? t('send_failed') : pending.state === 'queued' ? t('queued') : t('sending');
  return (
    <div className="flex flex-col items-end" data-testid="chat-pending" data-state={pending.state}>
      <div className={`${BUBBLE} rounded-br-md ${pending.state === 'failed' ? 'bg-red-50 text-red-900 ring-1 ring-red-200' : 'bg-brand-700/70 text-white'}`}>
        <span className="sr-only">{t('pending_label')}: </span>
        {pending.fileName && (
          <span className="mb-1 flex items-center gap-1.5 text-sm">
            <ChatIcon name="clip" size={14} />
            {pending.fileName}
          </span>
        )}
        {pending.content}
      </div>
      <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
        <ChatIcon name={pending.state === 'failed' ? 'alert' : 'clock'} size={12} />
        {state}
        {pending.state === 'failed' && (
          <>
            <button type="button" onClick={onResend} className="ml-1 font-semibold text-brand-800 underline underline-offset-2">
              {t('resend')}
            </button>
            <button type="button" onClick={onDiscard} className="ml-1 font-semibold text-slate-700 underline underline-offset-2">
              {t('discard')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
