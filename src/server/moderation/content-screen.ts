import type { TargetFacts } from './moderation.repository.ts';

/**
 * What a new or edited listing, and a new comment, go through after they are written (issue 23,
 * item 4): the moderation service's `screen`, which queues for review what breaks a rule of
 * lib/moderation-rules.ts (a phone number, a Telegram handle, a link, a word of the reviewed
 * list). The writing services get it as an argument, so they need not know moderation.
 */
export type ContentScreen = (target: TargetFacts, text: string) => Promise<void>;
