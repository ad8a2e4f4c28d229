/**
 * Open chat sockets per address and per account (issue 18 "quotas"). A socket holds memory and a
 * place in every delivery for as long as it is open, so one client cannot hold hundreds.
 *
 * Counted in this process, synchronously (no await between the check and the claim), so parallel
 * upgrades cannot all slip under a limit. A socket is a resource of the instance that holds it:
 * with several instances each one bounds its own (an account can hold `perUser` on each), which
 * still bounds what one client can take from any instance.
 */
export interface SocketLimits {
  /** Signed-in sockets of one account: a person with ten tabs open holds about two a tab. */
  perUser: number;
  /** Every socket of one address (many people share a carrier's address behind NAT). */
  perAddress: number;
  /** Sockets of one address that have not signed in yet (closed anyway after the sign-in grace). */
  signedOutPerAddress: number;
}

export const SOCKET_LIMITS: SocketLimits = { perUser: 20, perAddress: 300, signedOutPerAddress: 20 };

/** One socket's places: what `signIn` moves and `release` gives back. */
export interface SocketTicket {
  address: string;
  userId: number | null;
  released: boolean;
}

export function createSocketQuota(limits: SocketLimits = SOCKET_LIMITS) {
  const byAddress = new Map<string, number>();
  const signedOutByAddress = new Map<string, number>();
  const byUser = new Map<number, number>();

  const bump = <K>(map: Map<K, number>, key: K, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  return {
    /** A place for a new, not yet signed-in socket of this address; null when the address holds its share. */
    open(address: string): SocketTicket | null {
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) return null;
      if ((signedOutByAddress.get(address) ?? 0) >= limits.signedOutPerAddress) return null;
      bump(byAddress, address, 1);
      bump(signedOutByAddress, address, 1);
      return { address, userId: null, released: false };
    },

    /** Moves the socket to its account; false (nothing moved) when the account holds its share. */
    signIn(ticket: SocketTicket, userId: number): boolean {
      if (ticket.released || ticket.userId !== null) return ticket.userId === userId;
      if ((byUser.get(userId) ?? 0) >= limits.perUser) return false;
      bump(byUser, userId, 1);
      bump(signedOutByAddress, ticket.address, -1);
      ticket.userId = userId;
      return true;
    },

    /** Gives the socket's places back (once). */
    release(ticket: SocketTicket): void {
      if (ticket.released) return;
      ticket.released = true;
      bump(byAddress, ticket.address, -1);
      if (ticket.userId === null) bump(signedOutByAddress, ticket.address, -1);
      else bump(byUser, ticket.userId, -1);
    },

    /** Open sockets counted for an account (tests, the bench). */
    ofUser(userId: number): number {
      return byUser.get(userId) ?? 0;
    },
  };
}

export type SocketQuota = ReturnType<typeof createSocketQuota>;
