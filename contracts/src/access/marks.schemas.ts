import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { HourSchema, IsoDateSchema } from '../shared/dates';
import { gridPageOf } from '../shared/answers';
import type { DIRECTIONS } from './access.schemas';

/**
 * Where a mark came from: DISPOSITIVO a device's batch (automatic), GARITA the guard's screen at
 * the gate (one mark at a time), MANUAL a supervisor's mark by hand (with its reason). Only MANUAL
 * marks can be corrected or voided; automatic marks are read-only (domain §4/§5).
 */
export const MARK_ORIGINS = ['DISPOSITIVO', 'GARITA', 'MANUAL'] as const;
export type MarkOrigin = (typeof MARK_ORIGINS)[number];
/** The spec's marking type: C driver, P passenger, T passer-by (on foot), V vehicle. */
export const MARK_TYPES = ['C', 'P', 'T', 'V'] as const;
export type MarkType = (typeof MARK_TYPES)[number];
/** The spec's marking mode: S entry, N exit (a door's direction E / S). */
export const MARK_MODES = ['S', 'N'] as const;
export type MarkMode = (typeof MARK_MODES)[number];

export const modeOf = (direction: (typeof DIRECTIONS)[number]): MarkMode =>
  direction === 'E' ? 'S' : 'N';
export const directionOf = (mode: MarkMode): (typeof DIRECTIONS)[number] =>
  mode === 'S' ? 'E' : 'S';

const reason = z
  .string({ error: 'common:requiredField' })
  .trim()
  .min(1, 'common:requiredField')
  .max(300, 'common:tooLong');

/** A supervisor's mark by hand: person, door, the site's date and hour, mode and the reason. */
export const ManualMarkBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: z.string().min(1, 'common:requiredField').max(64),
    doorId: z.string().min(1, 'common:requiredField').max(64),
    date: IsoDateSchema,
    hour: HourSchema,
    mode: z.enum(MARK_MODES, { error: 'common:requiredField' }),
    reason,
  })
  .strict();
export type ManualMarkBody = z.infer<typeof ManualMarkBodySchema>;

/** Corrects a manual mark: its hour, mode and reason (the date stays). */
export const CorrectMarkBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: z.string().min(1, 'common:requiredField').max(64),
    markId: z.string().min(1, 'common:requiredField').max(64),
    hour: HourSchema,
    mode: z.enum(MARK_MODES, { error: 'common:requiredField' }),
    reason,
  })
  .strict();
export type CorrectMarkBody = z.infer<typeof CorrectMarkBodySchema>;

/** Voids (deletes) a manual mark, with the reason. */
export const VoidMarkBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: z.string().min(1, 'common:requiredField').max(64),
    markId: z.string().min(1, 'common:requiredField').max(64),
    reason,
  })
  .strict();
export type VoidMarkBody = z.infer<typeof VoidMarkBodySchema>;

/** A row of the marks query (marks_v1): people and vehicle marks, voided ones left out. */
export const MarkRowSchema = z.object({
  markId: z.string(),
  clientId: z.string(),
  /** the person (people marks) or the vehicle (V) that marked */
  subjectId: z.string(),
  personName: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  date: z.string(),
  hour: z.string(),
  markedAt: z.string(),
  granted: z.boolean(),
  /** the deny reason's key (access:reason.*), '' when granted */
  denyReason: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  doorId: z.string(),
  doorName: z.string(),
  deviceId: z.string(),
  origin: z.enum(MARK_ORIGINS),
  plate: z.string(),
  function: z.string(),
  idType: z.string(),
  markType: z.enum(MARK_TYPES),
  mode: z.enum(MARK_MODES),
  automatic: z.boolean(),
  reason: z.string(),
  corrected: z.boolean(),
  version: z.number().int(),
});
export type MarkRow = z.infer<typeof MarkRowSchema>;
export const MarksPageSchema = gridPageOf(MarkRowSchema);

/** Fields the marks grid filters and sorts by (each has an index leading with clientId). */
export const MARK_GRID_FIELDS = [
  'date',
  'markedAt',
  'zoneId',
  'doorId',
  'personName',
  'documentNumber',
  'plate',
  'granted',
  'markType',
  'automatic',
  'origin',
  'mode',
  'companyName',
] as const;

/** Where a person is for the roll call: inside a zone, on a bus that left, or with a bed tonight. */
export const ON_SITE_PLACES = ['ZONA', 'BUS', 'CAMPAMENTO'] as const;
export type OnSitePlace = (typeof ON_SITE_PLACES)[number];

export const OnSiteRowSchema = z.object({
  personId: z.string(),
  personName: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  place: z.enum(ON_SITE_PLACES),
  /** the zone, the bus (route and plate) or the camp (hotel and bed) */
  placeName: z.string(),
  /** the instant (zone entry, departure) or the night's date (bed) since when */
  since: z.string(),
});
export type OnSiteRow = z.infer<typeof OnSiteRowSchema>;
export const OnSiteAnswerSchema = z.object({
  rows: z.array(OnSiteRowSchema),
  zones: z.array(
    z.object({ zoneId: z.string(), name: z.string(), capacity: z.number(), count: z.number() }),
  ),
  onBus: z.number().int(),
  inCamp: z.number().int(),
  total: z.number().int(),
});
export type OnSiteAnswer = z.infer<typeof OnSiteAnswerSchema>;

/** Pushed to marks:<clientId> with each new, corrected or voided mark. */
export interface MarkChangedMessage {
  markId: string;
  date: string;
  voided: boolean;
}
