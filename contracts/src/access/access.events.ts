import { z } from 'zod';
import {
  eventDefinition,
  olderVersion,
  type EventsOf,
  type RegisteredEvent,
} from '../shared/event-registry';
import { DIRECTIONS, DOOR_TYPES } from './access.schemas';
import { MARK_MODES, MARK_ORIGINS, MARK_TYPES, modeOf } from './marks.schemas';

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
/**
 * v2: the spec's fields of a mark (domain §3 Mark). date and hour are the site's calendar date and
 * wall-clock hour; deviceId names a device's batch (null otherwise); function is the person's
 * position, idType the document type they identified with; justification is the spec's reason of
 * a manual mark ('' on others: a denied mark's `reason` stays the door's deny reason).
 */
const markV2 = {
  ...mark,
  date: z.string(),
  hour: z.string(),
  deviceId: z.string().nullable(),
  origin: z.enum(MARK_ORIGINS),
  plate: z.string().nullable(),
  function: z.string(),
  idType: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  markType: z.enum(MARK_TYPES),
  mode: z.enum(MARK_MODES),
  justification: z.string(),
};
type MarkV1 = { [K in keyof typeof mark]: z.infer<(typeof mark)[K]> };
/**
 * A v1 mark knew none of the v2 fields: its date and hour are read in UTC (the site's zone was not
 * recorded), a device's batch (automatic) is DISPOSITIVO and a single mark GARITA, on foot (T).
 */
const upcastMark = (v1: MarkV1) => ({
  ...v1,
  date: v1.markedAt.slice(0, 10),
  hour: v1.markedAt.slice(11, 16),
  deviceId: null,
  origin: v1.automatic ? ('DISPOSITIVO' as const) : ('GARITA' as const),
  plate: null,
  function: '',
  idType: '',
  documentNumber: '',
  companyName: '',
  markType: 'T' as const,
  mode: modeOf(v1.direction),
  justification: '',
});
const DENY_REASONS = [
  'noAccreditation',
  'personNotFound',
  'terminated',
  'requirementExpired',
  'requirementMissing',
  'noVisit',
  'zoneNotVisited',
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
  'access.MarkGranted': eventDefinition(z.object(markV2), 2, {
    1: olderVersion(z.object(mark), upcastMark),
  }),
  'access.MarkDenied': eventDefinition(
    z.object({
      ...markV2,
      reason: z.enum(DENY_REASONS),
      requirement: deniedRequirement.optional(),
    }),
    2,
    {
      1: olderVersion(
        z.object({
          ...mark,
          reason: z.enum(DENY_REASONS),
          requirement: deniedRequirement.optional(),
        }),
        ({ reason, requirement, ...v1 }) => ({
          ...upcastMark(v1),
          reason,
          ...(requirement ? { requirement } : {}),
        }),
      ),
    },
  ),
  /** A supervisor corrected a manual mark (access.person-<personId>): its hour, mode and reason. */
  'access.MarkCorrected': eventDefinition(
    z.object({
      markId: z.string(),
      personId: z.string(),
      clientId: z.string(),
      zoneId: z.string(),
      /** whether the door granted the mark: only a granted one counts in presence and occupancy */
      granted: z.boolean(),
      markedAt: z.string(),
      hour: z.string(),
      direction: z.enum(DIRECTIONS),
      mode: z.enum(MARK_MODES),
      reason: z.string(),
      previous: z.object({
        markedAt: z.string(),
        hour: z.string(),
        mode: z.enum(MARK_MODES),
        reason: z.string(),
      }),
      correctedBy: z.string(),
    }),
  ),
  /** A supervisor voided (deleted) a manual mark, with the reason: it no longer counts anywhere. */
  'access.MarkVoided': eventDefinition(
    z.object({
      markId: z.string(),
      personId: z.string(),
      clientId: z.string(),
      zoneId: z.string(),
      /** the voided mark's moment and direction: the read models take back what it counted */
      markedAt: z.string(),
      direction: z.enum(DIRECTIONS),
      granted: z.boolean(),
      reason: z.string(),
      voidedBy: z.string(),
    }),
  ),
};
type Access = typeof ACCESS_EVENTS;

export type ZoneRegistered = RegisteredEvent<Access, 'access.ZoneRegistered'>;
export type MarkGranted = RegisteredEvent<Access, 'access.MarkGranted'>;
export type MarkDenied = RegisteredEvent<Access, 'access.MarkDenied'>;
export type MarkCorrected = RegisteredEvent<Access, 'access.MarkCorrected'>;
export type MarkVoided = RegisteredEvent<Access, 'access.MarkVoided'>;
export type AccessEvent = EventsOf<Access>;
