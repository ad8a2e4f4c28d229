import type { Locale } from '../../lib/locales.ts';
import type { InstanceBus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import { AppError, fieldError } from '../errors.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { LikesService } from '../likes/likes.service.ts';
import { toSessionUser, toUserInfo, type LoginInfo, type SessionUser } from './account-shapes.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords.ts';
import { LIMITS, TOKEN_IDLE_TTL_MS, TOKEN_TOUCH_INTERVAL_MS } from './rules.ts';
import { hashToken, newToken } from './tokens.ts';
import type { SmsCodesRepository } from './sms-codes.repository.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';
import type { RequestMeta, VerificationService } from './verification.service.ts';

export const usernameKey = (username: string) => username.normalize('NFC').toLowerCase();

function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'password_too_common');
}

/** Registration, login, logout, password reset and token authentication. */
export function createAuthService(deps: {
  users: UsersRepository;
  codes: SmsCodesRepository;
  verification: VerificationService;
  locations: LocationsService;
  media: MediaStore;
  limiter: RateLimiter;
  likes: LikesService;
  /** Ended sessions are announced: every instance closes the sockets opened with them. */
  bus: Pick<InstanceBus, 'publish'>;
  clock: Clock;
}) {
  const { users, codes, verification, locations, media, limiter, likes, bus, clock } = deps;
  const activeSince = () => new Date(clock().getTime() - TOKEN_IDLE_TTL_MS).toISOString();

  async function sessionUser(row: UserRow): Promise<SessionUser> {
    const location = row.location_id === null ? null : await locations.findLocation(row.location_id);
    return toSessionUser(row, location, media);
  }

  /** The signed-in user of a token and their stored language, or null for an unknown, revoked or long-unused token. */
  async function session(token: string): Promise<{ user: SessionUser; locale: Locale } | null> {
    if (token.length < 20 || token.length > 100) return null;
    const hash = hashToken(token);
    const now = clock().getTime();
    const row = await users.findUserByToken(hash, activeSince());
    // A session a suspension did not end (it ends them all) still signs no one in.
    if (!row || (row.suspended_until !== null && row.suspended_until > new Date(now).toISOString())) return null;
    if (new Date(row.last_used_at).getTime() < now - TOKEN_TOUCH_INTERVAL_MS) await users.touchToken(hash, new Date(now).toISOString());
    return { user: await sessionUser(row), locale: row.locale };
  }

  async function loginInfo(row: UserRow, token: string): Promise<LoginInfo> {
    return { token, user_info: toUserInfo(await sessionUser(row)), ...(await likes.likedIds(row.id)) };
  }

  return {
    sessionUser,

    /**
     * The phone's verification is checked before anything else is said about the phone or the
     * username, so that `phone_taken`/`username_taken` answer only someone who holds the phone.
     */
    async register(input: { username: string; password: string; phone: string; locationId: number }, meta: RequestMeta): Promise<LoginInfo> {
      await limiter.consume(LIMITS.registerPerIp, meta.ip);
      const verificationId = await verification.findRegistrationVerification(input.phone);
      if (verificationId === null) throw new AppError('phone_not_verified');
      refuseCommonPassword('password', input.password);
      await locations.requireLocation(input.locationId);
      if (await users.isPhoneRegistered(input.phone)) throw new AppError('phone_taken');
      if (await users.isPhoneBanned(input.phone)) throw new AppError('phone_banned');
      const key = usernameKey(input.username);
      if (await users.isUsernameTaken(key)) throw new AppError('username_taken');

      const passwordHash = await hashPassword(input.password);
      const now = clock().toISOString();
      const { token, hash } = newToken();
      try {
        const userId = await users.transaction(async (trx) => {
          if (!(await codes.consume(verificationId, now, trx))) throw new AppError('phone_not_verified');
          const id = await users.insertUser(
            { username: input.username, usernameKey: key, phone: input.phone, passwordHash, locationId: input.locationId, now },
            trx,
          );
          await users.insertToken(id, hash, now, trx);
          return id;
        });
        return loginInfo((await users.findById(userId))!, token);
      } catch (error) {
        // Lost a race with a concurrent registration: the unique indexes decided.
        if (error instanceof AppError) throw error;
        if (await users.isPhoneRegistered(input.phone)) throw new AppError('phone_taken');
        if (await users.isUsernameTaken(key)) throw new AppError('username_taken');
        throw error;
      }
    },

    /**
     * The same answer for an unknown phone and a wrong password, in the same time. Every try
     * is counted as a failure before the password is checked (parallel guesses cannot all slip
     * under the limit); the right password gives its count back.
     */
    async login(input: { phone: string; password: string }, meta: RequestMeta): Promise<LoginInfo> {
      await limiter.consume(LIMITS.loginPerIp, meta.ip);
      const attempt = await limiter.consume(LIMITS.loginFailuresPerPhone, input.phone);
      const user = await users.findCredentialsByPhone(input.phone);
      const passwordMatches = await verifyPassword(input.password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !passwordMatches) throw new AppError('invalid_credentials');
      await limiter.refund(attempt);
      const now = clock().toISOString();
      // Suspended or banned by a moderator (issue 23): no session until it ends.
      if (user.suspended_until !== null && user.suspended_until > now)
        throw new AppError('account_suspended', { params: { until: user.suspended_until.slice(0, 10) } });
      if (needsRehash(user.password_hash)) await users.updateUser(user.id, { passwordHash: await hashPassword(input.password) }, now);
      const { token, hash } = newToken();
      await users.insertToken(user.id, hash, now);
      return loginInfo(user, token);
    },

    async logout(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const userId = await users.deleteToken(tokenHash);
      if (userId !== null) await bus.publish({ type: 'sessions_ended', userId, tokenHashes: [tokenHash] });
    },

    /** Whether a token still signs someone in, without counting this as a use (open sockets ask). */
    async isSessionLive(token: string): Promise<boolean> {
      if (token.length < 20 || token.length > 100) return false;
      return users.isTokenActive(hashToken(token), activeSince());
    },

    /** The user a token belongs to, or null for an unknown, revoked or long-unused token. */
    async authenticate(token: string): Promise<SessionUser | null> {
      return (await session(token))?.user ?? null;
    },

    /** The same, with the language the user last used (pages keep it true: `rememberLocale`). */
    session,

    /** The language the user reads the site in now, when it is not the one stored (issue 25: Telegram speaks it). */
    rememberLocale: (userId: number, locale: Locale) => users.setLocale(userId, locale),

    /** A new password from a reset code; every session of the account ends. */
    async resetPassword(input: { phone: string; otp: string; newPassword: string }, meta: RequestMeta): Promise<void> {
      await limiter.consume(LIMITS.resetPerIp, meta.ip);
      refuseCommonPassword('new_password', input.newPassword);
      const user = await users.findByPhone(input.phone);
      if (!user) throw new AppError('otp_invalid');
      const codeId = await verification.checkResetCode(input.phone, input.otp);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock().toISOString();
      await users.transaction(async (trx) => {
        if (!(await codes.consume(codeId, now, trx))) throw new AppError('otp_invalid');
        await users.updateUser(user.id, { passwordHash }, now, trx);
        await users.deleteTokensOfUser(user.id, trx);
        await bus.publish({ type: 'sessions_ended', userId: user.id }, trx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
