/**
 * The roles an account may hold besides being a user (issue 37): any set of them, granted and
 * taken only from the command line (`npm run roles`) or by MODERATOR_PHONES / MARKETER_PHONES at
 * start. A moderator decides reports (issue 23); a marketer edits the site's copy.
 */
export const USER_ROLES = ['moderator', 'marketer'] as const;

export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}
