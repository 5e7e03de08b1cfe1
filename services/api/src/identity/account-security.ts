import type { StoredEvent, UserEvent } from '@faena/contracts';

/** What the user stream tells about sign-in security: attempts, lock, second factor, passwords. */
export interface AccountSecurity {
  failedAttempts: number;
  lockedUntil: string | null;
  lockReason: 'attempts' | 'code' | null;
  code: {
    codeHash: string;
    salt: string;
    expiresAt: string;
    guesses: number;
    used: boolean;
  } | null;
  /** every password hash the user has had, oldest first (the current one last) */
  passwordHistory: string[];
  passwordChangedAt: string;
  mustChangePassword: boolean;
  /** a recovery mail's temporary password, usable until expiresAt (cleared by any password change) */
  temporary: { passwordHash: string; expiresAt: string } | null;
}

export const emptySecurity = (): AccountSecurity => ({
  failedAttempts: 0,
  lockedUntil: null,
  lockReason: null,
  code: null,
  passwordHistory: [],
  passwordChangedAt: new Date(0).toISOString(),
  mustChangePassword: false,
  temporary: null,
});

/** Folds one user event into the security state (pure). */
export function evolveSecurity(s: AccountSecurity, event: StoredEvent): AccountSecurity {
  const e = event as StoredEvent & UserEvent;
  const at = event.metadata.occurredAt;
  switch (e.type) {
    case 'identity.UserRegistered':
      return {
        ...emptySecurity(),
        passwordHistory: [e.data.passwordHash],
        passwordChangedAt: at,
        mustChangePassword: e.data.passwordChanged === false,
      };
    case 'identity.PasswordChanged':
      return {
        ...s,
        passwordHistory: [...s.passwordHistory, e.data.passwordHash],
        passwordChangedAt: at,
        mustChangePassword: e.data.mustChange,
        temporary: null,
      };
    case 'identity.TemporaryPasswordIssued':
      return {
        ...s,
        temporary: { passwordHash: e.data.passwordHash, expiresAt: e.data.expiresAt },
      };
    default:
      return evolveAttempts(s, e);
  }
}

/** Failed and successful sign-ins, and the lock they lead to. */
function evolveAttempts(s: AccountSecurity, e: UserEvent): AccountSecurity {
  switch (e.type) {
    case 'identity.LoginFailed':
      return { ...s, failedAttempts: s.failedAttempts + 1 };
    case 'identity.LoginSucceeded':
      return { ...s, failedAttempts: 0 };
    case 'identity.AccountLocked':
      return {
        ...s,
        lockedUntil: e.data.until,
        lockReason: e.data.reason,
        failedAttempts: 0,
        code: e.data.reason === 'code' ? null : s.code,
      };
    default:
      return evolveTwoFactor(s, e);
  }
}

/** The second factor's code: issued, guessed wrong, confirmed. */
function evolveTwoFactor(s: AccountSecurity, e: UserEvent): AccountSecurity {
  switch (e.type) {
    case 'identity.TwoFactorCodeIssued':
      return {
        ...s,
        code: {
          codeHash: e.data.codeHash,
          salt: e.data.salt,
          expiresAt: e.data.expiresAt,
          guesses: 0,
          used: false,
        },
      };
    case 'identity.TwoFactorGuessFailed':
      return s.code ? { ...s, code: { ...s.code, guesses: s.code.guesses + 1 } } : s;
    case 'identity.TwoFactorConfirmed':
      return s.code ? { ...s, code: { ...s.code, used: true } } : s;
    default:
      return s;
  }
}

export function securityFrom(events: readonly StoredEvent[]): AccountSecurity {
  return events.reduce(evolveSecurity, emptySecurity());
}

/** The temporary password's hash while it may still be used. */
export function liveTemporary(s: AccountSecurity, now: Date): string | null {
  return s.temporary && Date.parse(s.temporary.expiresAt) > now.getTime()
    ? s.temporary.passwordHash
    : null;
}

/** Whole minutes (rounded up) until the lock ends; 0 when not locked. */
export function lockMinutesLeft(s: AccountSecurity, now: Date): number {
  if (!s.lockedUntil) return 0;
  const ms = Date.parse(s.lockedUntil) - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60000) : 0;
}
