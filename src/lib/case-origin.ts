/** Rules of a moderation case that are the site's own (not lib/moderation-rules.ts hits), as its `rule` column keeps them. */
export const CASE_RULES = { hiddenAfterReports: 'hidden_after_reports', reviewRequested: 'review_requested' } as const;

/** How a case started (issue 34), said truthfully: people's reports, the owner asking for another look, or a rule of the site. */
export type CaseOrigin = 'reports' | 'request' | 'rule';
export function caseOrigin(row: { reports_count: number; rule: string | null }): CaseOrigin {
  if (row.reports_count > 0 || row.rule === CASE_RULES.hiddenAfterReports) return 'reports';
  return row.rule === CASE_RULES.reviewRequested ? 'request' : 'rule';
}
