import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import { DIRECTIONS, DOOR_TYPES } from './access.schemas';

const ZoneRegisteredSchema = z.object({
  zoneId: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  doors: z.array(z.object({ doorId: z.string(), name: z.string(), type: z.enum(DOOR_TYPES) })),
});
const mark = {
  markId: z.string(),
  personId: z.string(),
  personName: z.string(),
  zoneId: z.string(),
  doorId: z.string(),
  clientId: z.string(),
  direction: z.enum(DIRECTIONS),
  markedAt: z.string(),
  automatic: z.boolean(),
};
const DENY_REASONS = [
  'noAccreditation',
  'personNotFound',
  'terminated',
  'requirementExpired',
  'requirementMissing',
  'noVisit',
  'zoneNotVisited',
  'noIdentificationType',
  'noGroup',
  'outsideSchedule',
  'restricted',
  'zoneFull',
] as const;
/** The requirement that refused the mark (requirementExpired: with its expiry): the guard names it. */
const deniedRequirement = z.object({
  code: z.string(),
  description: z.string(),
  expiresOn: z.string().optional(),
});

/** The access context's events: type → current schema and version. */
export const ACCESS_EVENTS = {
  'access.ZoneRegistered': eventDefinition(ZoneRegisteredSchema),
  'access.MarkGranted': eventDefinition(z.object(mark)),
  'access.MarkDenied': eventDefinition(
    z.object({ ...mark, reason: z.enum(DENY_REASONS), requirement: deniedRequirement.optional() }),
  ),
};
type Access = typeof ACCESS_EVENTS;

export type ZoneRegistered = RegisteredEvent<Access, 'access.ZoneRegistered'>;
export type MarkGranted = RegisteredEvent<Access, 'access.MarkGranted'>;
export type MarkDenied = RegisteredEvent<Access, 'access.MarkDenied'>;
export type AccessEvent = EventsOf<Access>;
