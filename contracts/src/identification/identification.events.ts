import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';

/**
 * Identification (issue 21). A person's identification type lives on identification.person-<personId>
 * (the door reads it); a worker's credentials at a client on
 * identification.credentials-<personId>-<clientId>: the stream that owns the rule "one active
 * credential per worker", so two issues racing for one worker meet at its revision.
 */
const credential = { credentialId: z.string(), personId: z.string(), clientId: z.string() };

export const IDENTIFICATION_EVENTS = {
  'identification.IdentificationTypeAssigned': eventDefinition(
    z.object({ personId: z.string(), clientId: z.string(), identificationType: z.string() }),
  ),
  'identification.CredentialIssued': eventDefinition(
    z.object({
      ...credential,
      companyId: z.string(),
      credentialType: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      referenceCode1: z.string(),
      referenceCode2: z.string(),
      issueReason: z.string(),
    }),
  ),
  'identification.CredentialInactivated': eventDefinition(
    z.object({ ...credential, reason: z.string(), on: z.string() }),
  ),
  /** the badge went to the printer (a batch prints as one command: one event per credential) */
  'identification.CredentialPrinted': eventDefinition(z.object({ ...credential })),
};
type Identification = typeof IDENTIFICATION_EVENTS;

export type IdentificationTypeAssigned = RegisteredEvent<
  Identification,
  'identification.IdentificationTypeAssigned'
>;
export type CredentialIssued = RegisteredEvent<Identification, 'identification.CredentialIssued'>;
export type CredentialInactivated = RegisteredEvent<
  Identification,
  'identification.CredentialInactivated'
>;
export type CredentialPrinted = RegisteredEvent<Identification, 'identification.CredentialPrinted'>;
export type CredentialEvent = CredentialIssued | CredentialInactivated | CredentialPrinted;
export type IdentificationEvent = EventsOf<Identification>;
