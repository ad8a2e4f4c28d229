import type { Fingerprint } from '../media/fingerprint.ts';
import type { TargetFacts } from './moderation.repository.ts';

/**
 * What a new or edited listing, and a new comment, go through after they are written (issue 23,
 * item 4): the moderation service's screen. `text` queues for review what breaks a rule of
 * lib/moderation-rules.ts (a phone number, a Telegram handle, a link, a word of the reviewed
 * list); `photos` queues a listing whose photo is a near-duplicate of another seller's, and tells
 * a seller who put the same photo up again that raising the old listing would do. The writing
 * services get it as an argument, so they need not know moderation.
 */
export interface ContentScreen {
  text(target: TargetFacts, text: string): Promise<void>;
  photos(target: TargetFacts, photos: Fingerprint[]): Promise<void>;
}
