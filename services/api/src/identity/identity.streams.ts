import { createHash } from 'node:crypto';
import type { EventMetadata } from '@faena/contracts';

export const userStream = (username: string) => `identity.user-${username.toUpperCase()}`;
export const sessionStream = (familyId: string) => `identity.session-${familyId}`;
/** The claim of an e-mail address by one user (its hash, not the address, names the stream). */
export const emailStream = (email: string) =>
  `identity.email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)}`;

/** Metadata of an identity event: the actor is the user signing in (or SYSTEM for the seed). */
export function identityMetadata(input: {
  eventId: string;
  commandId: string;
  userId: string;
  profileId?: string | null;
  clientId?: string | null;
  divisionId?: string | null;
  at: Date;
}): EventMetadata {
  return {
    eventId: input.eventId,
    commandId: input.commandId,
    correlationId: input.commandId,
    causationId: input.commandId,
    userId: input.userId,
    profileId: input.profileId ?? null,
    clientId: input.clientId ?? null,
    divisionId: input.divisionId ?? null,
    occurredAt: input.at.toISOString(),
  };
}
