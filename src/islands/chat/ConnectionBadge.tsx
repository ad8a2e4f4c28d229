import type { ConnectionStatus } from './chat-connection.ts';
import { useChat } from './chat-context.ts';

const DOT: Record<ConnectionStatus['kind'], string> = {
  connecting: 'bg-slate-400',
  connected: 'bg-brand-600',
  reconnecting: 'bg-amber-500',
  disconnected: 'bg-red-600',
  signed_out: 'bg-red-600',
};

/** Connected, disconnected, "reconnecting n/5" (SPEC.md §2), said to screen readers as it changes. */
export function ConnectionBadge({ status, onReconnect }: { status: ConnectionStatus; onReconnect(): void }) {
  const { t, href } = useChat();
  const text = status.kind === 'reconnecting' ? t('status_reconnecting', { attempt: status.attempt, max: status.max }) : t(`status_${status.kind}`);
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT[status.kind]}`} />
      <span role="status" data-testid="chat-status" data-status={status.kind}>
        {text}
      </span>
      {status.kind === 'disconnected' && (
        <button type="button" onClick={onReconnect} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('reconnect_now')}
        </button>
      )}
      {status.kind === 'signed_out' && (
        <a
          href={`${href('/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('sign_in_again')}
        </a>
      )}
    </p>
  );
}
