import { normalizePhone } from '../../lib/phone.ts';
import { USER_ROLES, isUserRole, type UserRole } from '../../lib/roles.ts';
import type { RolesService } from './roles.service.ts';

type Roles = Pick<RolesService, 'grant' | 'revoke' | 'holders'>;
/** What a command prints and its exit status (0 done, 1 no such account, 2 not understood). */
export interface CommandResult {
  out: string;
  status: number;
}

const ROLES_USAGE = `usage: npm run roles -- add <role> <phone> | remove <role> <phone> | list [role]   (roles: ${USER_ROLES.join(', ')})`;
const MODERATORS_USAGE = 'usage: npm run moderators -- add <phone> | remove <phone> | list';

/**
 * `npm run roles -- add <role> <phone> | remove <role> <phone> | list [role]` (scripts/roles.mjs →
 * the built entry with `--roles …`): the only way a role is granted or taken, besides
 * MODERATOR_PHONES and MARKETER_PHONES at start. Adding a role held, or removing one not held,
 * changes nothing and says the same.
 */
export async function rolesCommand(roles: Roles, args: string[]): Promise<CommandResult> {
  const [verb, ...rest] = args;
  if (verb === 'list' && rest.length <= 1) {
    const [role] = rest;
    if (role !== undefined && !isUserRole(role)) return notARole(role);
    return list(roles, role);
  }
  if ((verb === 'add' || verb === 'remove') && rest.length === 2) {
    const [role, typed] = rest as [string, string];
    if (!isUserRole(role)) return notARole(role);
    const phone = normalizePhone(typed);
    if (!phone) return { out: `not a phone number: ${typed}`, status: 2 };
    const found = verb === 'add' ? await roles.grant(phone, role) : await roles.revoke(phone, role);
    if (!found) return { out: `no account has the phone ${phone}`, status: 1 };
    return { out: `${phone} ${verb === 'add' ? `is a ${role} now` : `is no longer a ${role}`}`, status: 0 };
  }
  return { out: ROLES_USAGE, status: 2 };
}

/**
 * `npm run moderators -- add <phone> | remove <phone> | list` (issue 23's command, kept for the
 * README's readers and scripts that use it): the roles command with the role `moderator`.
 */
export function moderatorsCommand(roles: Roles, args: string[]): Promise<CommandResult> {
  const [verb, ...rest] = args;
  if (verb === 'list' && rest.length === 0) return rolesCommand(roles, ['list', 'moderator']);
  if ((verb === 'add' || verb === 'remove') && rest.length === 1) return rolesCommand(roles, [verb, 'moderator', rest[0]!]);
  return Promise.resolve({ out: MODERATORS_USAGE, status: 2 });
}

/** MODERATOR_PHONES / MARKETER_PHONES at start: each listed phone that has an account gets the role. Returns the phones that have none (yet). */
export async function grantRoleFromEnv(roles: Pick<RolesService, 'grant'>, role: UserRole, phones: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const typed of phones) {
    const phone = normalizePhone(typed);
    if (!phone || !(await roles.grant(phone, role))) missing.push(typed);
  }
  return missing;
}

async function list(roles: Roles, role: UserRole | undefined): Promise<CommandResult> {
  const rows = await roles.holders(role);
  if (rows.length === 0) return { out: role ? `no ${role}s` : 'no one holds a role', status: 0 };
  // One role: phone and name, a line each (as `npm run moderators -- list` always printed); all: the roles after them.
  if (role) return { out: rows.map((row) => `${row.phone_number}\t${row.username}`).join('\n'), status: 0 };
  const byUser = new Map<number, { phone: string; username: string; roles: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.id) ?? { phone: row.phone_number, username: row.username, roles: [] };
    entry.roles.push(row.role);
    byUser.set(row.id, entry);
  }
  return { out: [...byUser.values()].map((each) => `${each.phone}\t${each.username}\t${each.roles.join(',')}`).join('\n'), status: 0 };
}

function notARole(typed: string): CommandResult {
  return { out: `not a role: ${typed} (roles: ${USER_ROLES.join(', ')})`, status: 2 };
}
