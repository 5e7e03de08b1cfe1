import type { DomainEvent } from '../shared/events';
import type { ProfileGrant } from './identity.schemas';
import type { SecuritySetting } from './login.schemas';

/** Stream `identity.user-<USERNAME>`: a user account and the profiles it may sign in with. */
export type UserRegistered = DomainEvent<
  'identity.UserRegistered',
  {
    username: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    /** `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` */
    passwordHash: string;
    profiles: ProfileGrant[];
    /** the client security setting the user signs in with (IdConfiguracionLogeo); the client default when absent */
    securitySettingId?: string;
    /** false: deactivated (login code 10); absent means active */
    active?: boolean;
    /** false: the first password must be changed at sign-in; absent means changed */
    passwordChanged?: boolean;
  }
>;
/** A failed password check (login, unlock, confirm) counted toward the client's attempt limit. */
export type LoginFailed = DomainEvent<'identity.LoginFailed', { reason: 'password' }>;
/** A successful password check: resets the failed attempts. */
export type LoginSucceeded = DomainEvent<'identity.LoginSucceeded', Record<string, never>>;
/** Blocked until a time: by attempts (login code 04) or by a burnt security code (09). */
export type AccountLocked = DomainEvent<
  'identity.AccountLocked',
  { until: string; reason: 'attempts' | 'code' }
>;
/** A second-factor code: only its salted sha256, single use, valid until expiresAt. */
export type TwoFactorCodeIssued = DomainEvent<
  'identity.TwoFactorCodeIssued',
  { codeHash: string; salt: string; expiresAt: string; channel: 'CORREO' | 'TELEFONO' }
>;
export type TwoFactorGuessFailed = DomainEvent<
  'identity.TwoFactorGuessFailed',
  Record<string, never>
>;
export type TwoFactorConfirmed = DomainEvent<'identity.TwoFactorConfirmed', Record<string, never>>;
/** A new password; mustChange true when it is a temporary one (recovery mail). */
export type PasswordChanged = DomainEvent<
  'identity.PasswordChanged',
  { passwordHash: string; mustChange: boolean }
>;
/**
 * A recovery mail's temporary password, held beside the current one: the current password keeps
 * working; signing in with this one before expiresAt makes it the password (to be changed at once).
 */
export type TemporaryPasswordIssued = DomainEvent<
  'identity.TemporaryPasswordIssued',
  { passwordHash: string; expiresAt: string }
>;
export type UserEvent =
  | UserRegistered
  | TemporaryPasswordIssued
  | LoginFailed
  | LoginSucceeded
  | AccountLocked
  | TwoFactorCodeIssued
  | TwoFactorGuessFailed
  | TwoFactorConfirmed
  | PasswordChanged;

/** Stream `identity.security-setting-<clientId>`: the client's login security settings. */
export type SecuritySettingSaved = DomainEvent<
  'identity.SecuritySettingSaved',
  { clientId: string; setting: SecuritySetting }
>;
/** Stream `identity.email-<sha256(lower email)>`: which user an e-mail belongs to (forgot password). */
export type EmailClaimed = DomainEvent<'identity.EmailClaimed', { username: string }>;

/**
 * Stream `identity.session-<familyId>`: one refresh-token family. Only sha256 hashes of the
 * tokens are stored; every refresh rotates the token, and presenting an older one revokes the family.
 */
export type SessionStarted = DomainEvent<
  'identity.SessionStarted',
  { familyId: string; username: string; profileId: string; tokenHash: string }
>;
export type SessionRefreshed = DomainEvent<'identity.SessionRefreshed', { tokenHash: string }>;
export const SESSION_REVOKE_REASONS = ['logout', 'reuse', 'admin'] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];
export type SessionRevoked = DomainEvent<
  'identity.SessionRevoked',
  { reason: SessionRevokeReason }
>;
export type SessionEvent = SessionStarted | SessionRefreshed | SessionRevoked;
