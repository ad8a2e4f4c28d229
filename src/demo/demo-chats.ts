import type { DemoDeps } from './demo-deps.ts';
import type { DemoPlan } from './demo-plan.ts';

/** One write of the conversations, at its moment. */
interface Step {
  at: number;
  run(): Promise<void>;
}

/**
 * The private conversations, through the chats service as the API and the socket use it: the
 * buyer opens the room from the listing, then each line is sent with a clock stopped at its
 * planned moment (its 20-a-user-in-10-s limit and 5-s repeat rule count planned time; lines are
 * minutes apart), and whoever answers has read what came before. Every write of every room goes
 * in time order, one at a time, so message ids grow with their times. Nobody listens to the bus
 * yet (the server serves only once the fill is done), so events go to a bus of the fill's own (demo-deps.ts).
 * The rooms' notices go through the notifier as anyone's do: an unread room is an unread notice.
 */
export async function addChats(deps: DemoDeps, plan: Pick<DemoPlan, 'listings' | 'chats'>, ids: { listings: number[]; sellers: number[] }): Promise<void> {
  const chatsAt = (at: number) => deps.servicesAt(new Date(at)).chats;

  const steps: Step[] = [];
  plan.chats.forEach((chat) => {
    const listing = plan.listings[chat.listing]!;
    const people = { buyer: ids.sellers[chat.buyer]!, seller: ids.sellers[listing.seller]! };
    let roomId = 0;
    steps.push({
      at: chat.openedAt.getTime(),
      async run() {
        const { room } = await chatsAt(this.at).create(people.buyer, {
          participants: [people.buyer, people.seller],
          listing_kind: listing.kind,
          listing_id: ids.listings[chat.listing]!,
        });
        roomId = room.id;
      },
    });
    chat.messages.forEach((message, index) => {
      const sender = people[message.from];
      if (index > 0) steps.push({ at: message.at.getTime() - 1, run: () => chatsAt(message.at.getTime()).markRead(roomId, sender) });
      steps.push({
        at: message.at.getTime(),
        async run() {
          const { created } = await chatsAt(this.at).send(roomId, sender, { content: message.text });
          if (!created) throw new Error(`demo chat: "${message.text}" was taken for a repeat`);
        },
      });
    });
    // The last line was read by the other side, unless it waits for the owner.
    const last = chat.messages.at(-1)!;
    if (!chat.unreadForSeller) {
      const reader = people[last.from === 'buyer' ? 'seller' : 'buyer'];
      steps.push({ at: last.at.getTime() + 1, run: () => chatsAt(last.at.getTime() + 1).markRead(roomId, reader) });
    }
  });
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run();
}
