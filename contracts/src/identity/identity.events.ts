import type { DomainEvent } from '../shared/events';
import type { ProfileGrant } from './identity.schemas';

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
  }
>;
export type UserEvent = UserRegistered;

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
export type SessionRevoked = DomainEvent<'identity.SessionRevoked', { reason: SessionRevokeReason }>;
export type SessionEvent = SessionStarted | SessionRefreshed | SessionRevoked;
