/**
 * Why a thing may be reported (issues 23 and 34): the one table of which reasons fit which kind of
 * target. The report dialogs (pages and islands) offer a target's reasons only, the API refuses
 * any other (`report_reason_unfit`), and the moderators' queue offers a kind's reasons in its
 * filter. A review or a person is no item: it cannot be "prohibited" or "already sold".
 * Its own module, with no imports: the islands take it without the text rules' word lists.
 */
export const REPORT_TARGETS = ['listing', 'comment', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['scam', 'prohibited', 'spam', 'wrong_category', 'offensive', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons each target may be reported for, in the order the dialogs show them (`other`, with a note, last). */
export const REASONS_OF_TARGET = {
  listing: REPORT_REASONS,
  comment: ['scam', 'spam', 'offensive', 'other'],
  message: ['scam', 'spam', 'offensive', 'other'],
  review: ['offensive', 'spam', 'other'],
  user: ['scam', 'spam', 'offensive', 'other'],
} as const satisfies Record<ReportTargetType, readonly ReportReason[]>;

export const reasonsOf = (target: ReportTargetType): readonly ReportReason[] => REASONS_OF_TARGET[target];

/** Whether `reason` may be given for a report of a `target`. */
export const reasonFits = (target: ReportTargetType, reason: string): boolean => (REASONS_OF_TARGET[target] as readonly string[]).includes(reason);
