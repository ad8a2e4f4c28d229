import type { UserRole } from '../../lib/roles.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';

/**
 * Roles as a set (issue 37): moderator, marketer, both or neither. Granted and taken only by the
 * roles command (`npm run roles`, roles-command.ts) and MODERATOR_PHONES / MARKETER_PHONES at
 * start; no page or endpoint can. Read on every signed-in page (the middleware's `rolesOf`) and
 * by the services a role opens.
 */
export function createRolesService(deps: { users: Pick<UsersRepository, 'hasRole' | 'rolesOf' | 'grantRole' | 'revokeRole' | 'withRole'>; clock: Clock }) {
  const { users, clock } = deps;
  return {
    /** Grants the role to the account with the phone (already held: nothing changes); false when no account has the phone. */
    grant(phone: string, role: UserRole): Promise<boolean> {
      return users.grantRole(phone, role, clock().toISOString());
    },

    /** Takes the role from the account with the phone (not held: nothing changes); false when no account has the phone. */
    revoke(phone: string, role: UserRole): Promise<boolean> {
      return users.revokeRole(phone, role);
    },

    /** Who holds the role (or any role): one row an account and role, by account. */
    holders(role?: UserRole) {
      return users.withRole(role);
    },

    /** Every role the user holds: the middleware's one read a signed-in page (`locals.isModerator`, `locals.isMarketer`). */
    rolesOf(userId: number): Promise<UserRole[]> {
      return users.rolesOf(userId);
    },

    has(userId: number, role: UserRole): Promise<boolean> {
      return users.hasRole(userId, role);
    },

    isModerator(userId: number): Promise<boolean> {
      return users.hasRole(userId, 'moderator');
    },

    isMarketer(userId: number): Promise<boolean> {
      return users.hasRole(userId, 'marketer');
    },

    /**
     * The marketer's id, for a service a marketer's page or endpoint calls; for anyone else
     * (signed out: null) 404 `route_not_found`, the answer of an address that does not exist:
     * the editor is not there for them (issue 37). marketers-only.ts answers the same before a
     * route runs; this holds when the role was taken meanwhile.
     */
    async requireMarketer(userId: number | null | undefined): Promise<number> {
      if (userId === null || userId === undefined || !(await users.hasRole(userId, 'marketer'))) throw new AppError('route_not_found');
      return userId;
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
