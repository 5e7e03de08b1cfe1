import { z } from 'zod';
import { DIRECTIONS } from './access.schemas';
import { MARK_MODES, MARK_ORIGINS, MARK_TYPES, modeOf } from './marks.schemas';

/** The data of a mark's events (v1 and v2), the v1 upcast and the reasons of a denied mark. */
export const mark = {
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
export const markV2 = {
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
export const upcastMark = (v1: MarkV1) => ({
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
export const DENY_REASONS = [
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
  'vehicleDenied',
] as const;
/** The requirement that refused the mark (requirementExpired: with its expiry): the guard names it. */
export const deniedRequirement = z.object({
  code: z.string(),
  description: z.string(),
  expiresOn: z.string().optional(),
});
