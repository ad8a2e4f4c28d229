import { normalizePhone } from '../../lib/phone.ts';
import type { ModerationService } from './moderation.service.ts';

/**
 * `npm run moderators -- add|remove|list [phone]` (scripts/moderators.mjs → the built entry with
 * `--moderators …`): the only way the moderator role is granted or taken, besides MODERATOR_PHONES
 * at start. Returns what to print and the exit status.
 */
export async function moderatorsCommand(
  moderation: Pick<ModerationService, 'setRole' | 'listModerators'>,
  args: string[],
): Promise<{ out: string; status: number }> {
  const [verb, typed] = args;
  if (verb === 'list') {
    const rows = await moderation.listModerators();
    return { out: rows.length === 0 ? 'no moderators' : rows.map((row) => `${row.phone_number}\t${row.username}`).join('\n'), status: 0 };
  }
  if ((verb === 'add' || verb === 'remove') && typed) {
    const phone = normalizePhone(typed);
    if (!phone) return { out: `not a phone number: ${typed}`, status: 2 };
    const found = await moderation.setRole(phone, verb === 'add' ? 'moderator' : 'regular');
    if (!found) return { out: `no account has the phone ${phone}`, status: 1 };
    return { out: `${phone} ${verb === 'add' ? 'is a moderator now' : 'is no longer a moderator'}`, status: 0 };
  }
  return { out: 'usage: npm run moderators -- add <phone> | remove <phone> | list', status: 2 };
}

/** MODERATOR_PHONES at start: each listed phone that has an account becomes a moderator (a first start's moderators). */
export async function grantModeratorsFromEnv(moderation: Pick<ModerationService, 'setRole'>, phones: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const typed of phones) {
    const phone = normalizePhone(typed);
    if (!phone || !(await moderation.setRole(phone, 'moderator'))) missing.push(typed);
  }
  return missing;
}
