import { describe, expect, it } from 'vitest';
import type { DealRow } from '../../src/server/deals/deals.repository.ts';
import { createDealDeskService } from '../../src/server/deals/deal-desk.service.ts';
import type { MessageRow } from '../../src/server/chats/chats.repository.ts';

const BUYER = 7;
const SELLER = 3;
const MODERATOR = 99;

function desk(deal: Partial<DealRow> | undefined, room: number | null = 5) {
  const asked: Array<{ low: number; high: number }> = [];
  const messages: MessageRow[] = [
    { id: 1, room_id: 5, sender_id: BUYER, content: 'I asked for a safe deal', file_key: null, file_type: null, created_at: '2026-11-29T10:00:00.000Z' },
    { id: 2, room_id: 5, sender_id: SELLER, content: '', file_key: 'chat/a.webp', file_type: 'image', created_at: '2026-11-29T10:01:00.000Z' },
  ];
  const service = createDealDeskService({
    deals: { findById: async () => (deal ? ({ id: 1, buyer_id: BUYER, seller_id: SELLER, disputed_at: null, ...deal } as DealRow) : undefined) },
    chats: {
      roomOfPair: async (low, high) => {
        asked.push({ low, high });
        return room ?? undefined;
      },
      messages: async () => ({ rows: messages, hasMore: true }),
    },
    users: {
      hasRole: async (id) => id === MODERATOR,
      findByIds: async (ids) => ids.map((id) => ({ id, username: `user${id}` }) as never),
    },
  });
  return { service, asked };
}

describe('the moderators’ desk of the safe deal', () => {
  it('shows a disputed deal’s chat to a moderator, each message said by its side, the pair’s room found by its ordered ids', async () => {
    const { service, asked } = desk({ disputed_at: '2026-11-29T11:00:00.000Z' });
    const chat = await service.conversation(MODERATOR, 1);
    expect(asked).toEqual([{ low: SELLER, high: BUYER }]);
    expect(chat.more).toBe(true);
    expect(chat.messages.map((message) => [message.side, message.content, message.file_type])).toEqual([
      ['buyer', 'I asked for a safe deal', null],
      ['seller', '', 'image'],
    ]);
  });

  it('refuses anyone but a moderator (not_moderator), even the deal’s own sides', async () => {
    const { service } = desk({ disputed_at: '2026-11-29T11:00:00.000Z' });
    await expect(service.conversation(BUYER, 1)).rejects.toMatchObject({ code: 'not_moderator' });
    await expect(service.names(SELLER, [1])).rejects.toMatchObject({ code: 'not_moderator' });
  });

  it('does not show the chat of a deal never disputed, nor of a deal that does not exist', async () => {
    await expect(desk({ disputed_at: null }).service.conversation(MODERATOR, 1)).rejects.toMatchObject({ code: 'not_found' });
    await expect(desk(undefined).service.conversation(MODERATOR, 1)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('answers an empty chat when the pair has no room', async () => {
    expect(await desk({ disputed_at: '2026-11-29T11:00:00.000Z' }, null).service.conversation(MODERATOR, 1)).toEqual({ messages: [], more: false });
  });

  it('names people by id once each', async () => {
    const names = await desk(undefined).service.names(MODERATOR, [4, 4, 8]);
    expect([...names]).toEqual([
      [4, 'user4'],
      [8, 'user8'],
    ]);
  });
});
