import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatMessage, ChatRoom } from '../../lib/schemas/chats.ts';
import { CHAT_PAGE_SIZE, type ChatServerFrame } from '../../lib/chat-messages.ts';
import { mergeById } from '../../lib/chat-messages.ts';
import { cleanUserText } from '../../lib/user-text.ts';
import { notify } from '../shared/Notices.tsx';
import { errorMessage } from '../shared/errors.ts';
import { ChatConnection, type ConnectionStatus } from './chat-connection.ts';
import type { ChatContextValue } from './chat-context.ts';

/** A message of this person not yet confirmed by the server: sent on the socket, waiting for one, refused, or a file on its way. */
export interface PendingMessage {
  key: string;
  content: string;
  state: 'sending' | 'queued' | 'failed';
  fileName?: string;
}

/** A message the server does not confirm within this time is read again, then called failed. */
const CONFIRM_MS = 8_000;
/** What arrived while we were away, page after page, but never without end. */
const CATCH_UP_PAGES = 20;

let keys = 0;
const errorNotice = (text: string) => notify.error(text, 5000);

/**
 * One open room: its messages (the server's first page, older pages on demand, new ones from
 * `/ws/chat/{id}/`), the connection's state, and the person's own messages until the server has
 * them: sent over the socket when it is open, queued while it is not and sent on reconnect.
 * After every (re)open it reads what came after the last message it has, so nothing is lost.
 */
export function useRoom(props: { room: ChatRoom; messages: ChatMessage[]; hasMore: boolean; chat: ChatContextValue; onRoom(room: ChatRoom): void }) {
  const { calls, me, t } = props.chat;
  const roomId = props.room.id;
  const [messages, setMessages] = useState(props.messages);
  const [hasMore, setHasMore] = useState(props.hasMore);
  const [older, setOlder] = useState<'idle' | 'loading' | 'error'>('idle');
  const [pending, setPendingState] = useState<PendingMessage[]>([]);
  const [status, setStatus] = useState<ConnectionStatus>({ kind: 'connecting' });
  const messagesRef = useRef(messages);
  const pendingRef = useRef(pending);
  const connection = useRef<ChatConnection | null>(null);
  const unseen = useRef(false);
  const onRoom = useRef(props.onRoom);
  onRoom.current = props.onRoom;

  function setPending(change: (list: PendingMessage[]) => PendingMessage[]) {
    pendingRef.current = change(pendingRef.current);
    setPendingState(pendingRef.current);
  }

  function add(arrived: ChatMessage[]) {
    if (arrived.length === 0) return;
    messagesRef.current = mergeById(messagesRef.current, arrived);
    setMessages(messagesRef.current);
    // Own texts the server now has are no longer pending (the oldest equal one each).
    const own = arrived.filter((message) => message.sender.id === me.id && !message.file);
    if (own.length === 0) return;
    setPending((list) => {
      const rest = [...list];
      for (const message of own) {
        const index = rest.findIndex((each) => each.state === 'sending' && each.content === message.content);
        if (index >= 0) rest.splice(index, 1);
      }
      return rest;
    });
  }

  /** Reads the messages after the last one shown (all of them, page by page); the room's state comes along. */
  async function catchUp(): Promise<void> {
    let after = messagesRef.current.at(-1)?.id;
    for (let page = 0; page < CATCH_UP_PAGES; page++) {
      const opened = await calls.open(roomId, after ? { after } : {});
      add(opened.messages);
      onRoom.current(opened.chat);
      if (after === undefined) setHasMore(opened.has_more);
      if (opened.messages.length < CHAT_PAGE_SIZE) return;
      after = opened.messages.at(-1)!.id;
    }
  }

  /** Sends what waits (queued, or sent before a drop and not confirmed by the catch-up). */
  function flush() {
    const socket = connection.current;
    if (!socket) return;
    setPending((list) =>
      list.map((each) =>
        each.state !== 'failed' && !each.fileName && socket.send({ type: 'chat_message', message: each.content }) ? { ...each, state: 'sending' } : each,
      ),
    );
    for (const each of pendingRef.current) if (each.state === 'sending') confirmLater(each.key);
  }

  function confirmLater(key: string) {
    setTimeout(async () => {
      if (!pendingRef.current.some((each) => each.key === key && each.state === 'sending')) return;
      await catchUp().catch(() => undefined);
      setPending((list) =>
        list.map((each) => (each.key === key && each.state === 'sending' && connection.current?.isOpen ? { ...each, state: 'failed' } : each)),
      );
    }, CONFIRM_MS);
  }

  function markRead() {
    unseen.current = false;
    connection.current?.send({ type: 'read' });
  }

  function onFrame(frame: ChatServerFrame) {
    if (frame.type === 'message') {
      const { message: _text, ...data } = frame.data;
      if (data.chat_id !== roomId) return;
      add([data]);
      if (data.sender.id !== me.id) {
        if (document.visibilityState === 'visible') markRead();
        else unseen.current = true;
      }
    } else if (frame.type === 'error') {
      errorNotice(frame.error || t('unknown_error'));
      const refused = pendingRef.current.find((each) => each.state === 'sending');
      if (refused) setPending((list) => list.map((each) => (each.key === refused.key ? { ...each, state: 'failed' } : each)));
      if (frame.code === 'chat_blocked') void catchUp().catch(() => undefined);
    }
  }

  // One socket per room; what it reports is handled with the latest state (effect events), never a cause for a new socket.
  const onSocketFrame = useEffectEvent(onFrame);
  const onSocketStatus = useEffectEvent((next: ConnectionStatus) => {
    setStatus(next);
    // Five tries failed: say so once (the badge offers to try again).
    if (next.kind === 'disconnected') errorNotice(t('connection_error'));
  });
  const onSocketOpen = useEffectEvent(() => {
    // Read what came meanwhile (and what of ours the server got before a drop), then send the rest.
    catchUp()
      .catch(() => undefined)
      .finally(flush);
  });
  const onSocketGarbled = useEffectEvent(() => errorNotice(t('parse_error')));
  const onVisibility = useEffectEvent(() => {
    if (document.visibilityState === 'visible' && unseen.current) markRead();
  });
  useEffect(() => {
    const socket = new ChatConnection(`/ws/chat/${roomId}/`, {
      frame: (frame) => onSocketFrame(frame),
      status: (next) => onSocketStatus(next),
      open: () => onSocketOpen(),
      garbled: () => onSocketGarbled(),
    });
    connection.current = socket;
    socket.start();
    const onVisible = () => onVisibility();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      socket.stop();
      connection.current = null;
    };
  }, [roomId]);

  /** Sends a text: over the socket when it is open, else queued. False when there is nothing to send. */
  function sendText(text: string): boolean {
    const content = cleanUserText(text);
    if (content === '') return false;
    // The same text again within 5 s is the same message (SPEC.md §4): nothing more to send.
    const lastOwn = messagesRef.current.findLast((each) => each.sender.id === me.id);
    const repeated =
      pendingRef.current.some((each) => each.content === content && each.state !== 'failed') ||
      (lastOwn?.content === content && !lastOwn.file && Date.now() - Date.parse(lastOwn.timestamp) < 5_000);
    if (repeated) return true;
    const key = `p${++keys}`;
    const sent = connection.current?.send({ type: 'chat_message', message: content }) ?? false;
    setPending((list) => [...list, { key, content, state: sent ? 'sending' : 'queued' }]);
    if (sent) confirmLater(key);
    return true;
  }

  /** Sends a file (and its text) by POST; its message then comes back on the socket too. */
  async function sendFile(text: string, file: File): Promise<boolean> {
    const key = `p${++keys}`;
    const content = cleanUserText(text);
    setPending((list) => [...list, { key, content, state: 'sending', fileName: file.name }]);
    try {
      add([await calls.send(roomId, content, file)]);
      return true;
    } catch (error) {
      errorNotice(errorMessage(error, t, 'send_error'));
      return false;
    } finally {
      setPending((list) => list.filter((each) => each.key !== key));
    }
  }

  function resend(key: string) {
    const socket = connection.current;
    const sent = socket?.send({ type: 'chat_message', message: pendingRef.current.find((each) => each.key === key)?.content ?? '' }) ?? false;
    setPending((list) => list.map((each) => (each.key === key ? { ...each, state: sent ? 'sending' : 'queued' } : each)));
    if (sent) confirmLater(key);
  }

  function discard(key: string) {
    setPending((list) => list.filter((each) => each.key !== key));
  }

  async function loadOlder() {
    const first = messagesRef.current[0];
    if (!hasMore || !first || older === 'loading') return;
    setOlder('loading');
    try {
      const page = await calls.open(roomId, { before: first.id });
      messagesRef.current = mergeById(messagesRef.current, page.messages);
      setMessages(messagesRef.current);
      setHasMore(page.has_more);
      setOlder('idle');
    } catch {
      setOlder('error');
    }
  }

  return {
    messages,
    hasMore,
    older,
    pending,
    status,
    sendText,
    sendFile,
    resend,
    discard,
    loadOlder,
    reconnect: () => connection.current?.reconnectNow(),
  };
}
