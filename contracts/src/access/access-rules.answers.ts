import { z } from 'zod';
import { ScheduleIntervalSchema } from './access-rules.schemas';

/** Read-model rows of the access rules screens (schedules, groups, a person's access). */
export const ScheduleRowSchema = z.object({
  scheduleId: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  code: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  intervals: z.array(ScheduleIntervalSchema),
  version: z.number().int(),
});
export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

export const GroupRowSchema = z.object({
  groupId: z.string(),
  clientId: z.string(),
  code: z.string(),
  name: z.string(),
  zoneIds: z.array(z.string()),
  scheduleCodes: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  version: z.number().int(),
});
export type GroupRow = z.infer<typeof GroupRowSchema>;

export const ProfileRowSchema = z.object({
  profileId: z.string(),
  clientId: z.string(),
  code: z.string(),
  description: z.string(),
  groupCodes: z.array(z.string()),
  active: z.boolean(),
  version: z.number().int(),
});
export type ProfileRow = z.infer<typeof ProfileRowSchema>;
/** a person's profile at the client (null: none assigned) */
const personProfile = z
  .object({ profileCode: z.string(), startDate: z.string(), endDate: z.string() })
  .nullable();

const membership = z.object({ groupCode: z.string(), startDate: z.string(), endDate: z.string() });
const restriction = z.object({
  restrictionId: z.string(),
  code: z.string(),
  restrictionType: z.string().default(''),
  zoneId: z.string(),
  doorId: z.string().nullable(),
  fullDay: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  active: z.boolean(),
});
const exemption = z.object({
  exemptionId: z.string(),
  requirementCode: z.string(),
  exemptionType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
/** A person's access at a client (person_access_v1): memberships, restrictions, exemptions. */
export const PersonAccessDocSchema = z.object({
  personId: z.string(),
  clientId: z.string(),
  groups: z.array(membership),
  profile: personProfile.default(null),
  restrictions: z.array(restriction),
  exemptions: z.array(exemption),
  version: z.number().int(),
});
export type PersonAccessDoc = z.infer<typeof PersonAccessDocSchema>;

/** The spec's group filter: 1 all, 2 with a current group, 3 with an expired group, 4 without group. */
export const GROUP_FILTERS = ['1', '2', '3', '4'] as const;
/** The group column's texts: TODOS labels filter 1; SINASIG no group; VENCIDO only expired ones. */
export const GROUP_TEXTS = { all: 'TODOS', none: 'SINASIG', expired: 'VENCIDO' } as const;

export const PersonAccessQuerySchema = z.object({
  groupFilter: z.enum(GROUP_FILTERS, { error: 'access:rules.groupFilter' }).default('1'),
  text: z.string().trim().max(80).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});
export type PersonAccessQuery = z.infer<typeof PersonAccessQuerySchema>;

export const PersonAccessRowSchema = z.object({
  personId: z.string(),
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  /** the current group's name, else VENCIDO (only expired memberships) or SINASIG (none) */
  group: z.string(),
  groups: z.array(membership),
  profile: personProfile,
  restrictions: z.array(restriction),
  exemptions: z.array(exemption),
});
export type PersonAccessRow = z.infer<typeof PersonAccessRowSchema>;
export const PersonAccessPageSchema = z.object({
  totalCount: z.number().int(),
  data: z.array(PersonAccessRowSchema),
});
export const SchedulesAnswerSchema = z.array(ScheduleRowSchema);
export const GroupsAnswerSchema = z.array(GroupRowSchema);
export const ProfilesAnswerSchema = z.array(ProfileRowSchema);
