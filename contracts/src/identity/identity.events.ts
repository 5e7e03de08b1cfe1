import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import { ProfileGrantSchema } from './identity.schemas';
import { SecuritySettingSchema } from './login-user.schemas';

/** Stream `identity.user-<USERNAME>`: a user account and the profiles it may sign in with. */
const UserRegisteredSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** the user's identity document (the login user record's IdTipoDocumento / Documento); absent: none given */
  documentType: z.string().optional(),
  documentNumber: z.string().optional(),
  /** `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` */
  passwordHash: z.string(),
  profiles: z.array(ProfileGrantSchema),
  /** the client security setting the user signs in with (IdConfiguracionLogeo); the client default when absent */
  securitySettingId: z.string().optional(),
  /** false: deactivated (login code 10); absent means active */
  active: z.boolean().optional(),
  /** false: the first password must be changed at sign-in; absent means changed */
  passwordChanged: z.boolean().optional(),
});
const Empty = z.object({});

export const SESSION_REVOKE_REASONS = ['logout', 'reuse', 'admin'] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

/** The identity context's events: type → current schema and version. */
export const IDENTITY_EVENTS = {
  'identity.UserRegistered': eventDefinition(UserRegisteredSchema),
  /** A failed password check (login, unlock, confirm) counted toward the client's attempt limit. */
  'identity.LoginFailed': eventDefinition(z.object({ reason: z.literal('password') })),
  /** A successful password check: resets the failed attempts. */
  'identity.LoginSucceeded': eventDefinition(Empty),
  /** Blocked until a time: by attempts (login code 04) or by a burnt security code (09). */
  'identity.AccountLocked': eventDefinition(
    z.object({ until: z.string(), reason: z.enum(['attempts', 'code']) }),
  ),
  /** A second-factor code: only its salted sha256, single use, valid until expiresAt. */
  'identity.TwoFactorCodeIssued': eventDefinition(
    z.object({
      codeHash: z.string(),
      salt: z.string(),
      expiresAt: z.string(),
      channel: z.enum(['CORREO', 'TELEFONO']),
    }),
  ),
  'identity.TwoFactorGuessFailed': eventDefinition(Empty),
  'identity.TwoFactorConfirmed': eventDefinition(Empty),
  /** A new password; mustChange true when it is a temporary one (recovery mail). */
  'identity.PasswordChanged': eventDefinition(
    z.object({ passwordHash: z.string(), mustChange: z.boolean() }),
  ),
  /**
   * A recovery mail's temporary password, held beside the current one: the current password keeps
   * working; signing in with this one before expiresAt makes it the password (to be changed at once).
   */
  'identity.TemporaryPasswordIssued': eventDefinition(
    z.object({ passwordHash: z.string(), expiresAt: z.string() }),
  ),
  /** Stream `identity.security-setting-<clientId>`: the client's login security settings. */
  'identity.SecuritySettingSaved': eventDefinition(
    z.object({ clientId: z.string(), setting: SecuritySettingSchema }),
  ),
  /** Stream `identity.email-<sha256(lower email)>`: which user an e-mail belongs to (forgot password). */
  'identity.EmailClaimed': eventDefinition(z.object({ username: z.string() })),
  /**
   * Stream `identity.session-<familyId>`: one refresh-token family. Only sha256 hashes of the
   * tokens are stored; every refresh rotates the token, and presenting an older one revokes the family.
   */
  'identity.SessionStarted': eventDefinition(
    z.object({
      familyId: z.string(),
      username: z.string(),
      profileId: z.string(),
      tokenHash: z.string(),
    }),
  ),
  'identity.SessionRefreshed': eventDefinition(z.object({ tokenHash: z.string() })),
  'identity.SessionRevoked': eventDefinition(z.object({ reason: z.enum(SESSION_REVOKE_REASONS) })),
  /** Stream `identity.registration-<USERNAME>`: a self-registration request (grants nothing). */
  'identity.RegistrationRequested': eventDefinition(
    z.object({
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      company: z.string(),
      reason: z.string(),
    }),
  ),
};
type Identity = typeof IDENTITY_EVENTS;
type Of<K extends Extract<keyof Identity, string>> = RegisteredEvent<Identity, K>;

export type UserRegistered = Of<'identity.UserRegistered'>;
export type LoginFailed = Of<'identity.LoginFailed'>;
export type LoginSucceeded = Of<'identity.LoginSucceeded'>;
export type AccountLocked = Of<'identity.AccountLocked'>;
export type TwoFactorCodeIssued = Of<'identity.TwoFactorCodeIssued'>;
export type TwoFactorGuessFailed = Of<'identity.TwoFactorGuessFailed'>;
export type TwoFactorConfirmed = Of<'identity.TwoFactorConfirmed'>;
export type PasswordChanged = Of<'identity.PasswordChanged'>;
export type TemporaryPasswordIssued = Of<'identity.TemporaryPasswordIssued'>;
export type UserEvent = EventsOf<
  Identity,
  | 'identity.UserRegistered'
  | 'identity.TemporaryPasswordIssued'
  | 'identity.LoginFailed'
  | 'identity.LoginSucceeded'
  | 'identity.AccountLocked'
  | 'identity.TwoFactorCodeIssued'
  | 'identity.TwoFactorGuessFailed'
  | 'identity.TwoFactorConfirmed'
  | 'identity.PasswordChanged'
>;
export type SecuritySettingSaved = Of<'identity.SecuritySettingSaved'>;
export type EmailClaimed = Of<'identity.EmailClaimed'>;
export type SessionStarted = Of<'identity.SessionStarted'>;
export type SessionRefreshed = Of<'identity.SessionRefreshed'>;
export type SessionRevoked = Of<'identity.SessionRevoked'>;
export type SessionEvent = EventsOf<
  Identity,
  'identity.SessionStarted' | 'identity.SessionRefreshed' | 'identity.SessionRevoked'
>;
export type RegistrationRequested = Of<'identity.RegistrationRequested'>;
