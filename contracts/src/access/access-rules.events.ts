import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import { ScheduleIntervalSchema } from './access-rules.schemas';

/**
 * Who may pass a door and when (issue 20). A client's schedules live on access.schedules-<clientId>
 * and its groups on access.groups-<clientId> (one stream each: a code is unique per client, and a
 * door reads the client's whole set in one cached fold), and
 * a person's memberships, restrictions and exemptions at a client on
 * access.rules-<personId>-<clientId> (the stream a door reads for that person).
 */
const ScheduleSchema = z.object({
  clientId: z.string(),
  divisionId: z.string(),
  code: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  intervals: z.array(ScheduleIntervalSchema),
});
const GroupSchema = z.object({
  clientId: z.string(),
  code: z.string(),
  name: z.string(),
  zoneIds: z.array(z.string()),
  scheduleCodes: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
});
/** a client's access profile (access.profiles-<clientId>): the groups it grants */
const ProfileSchema = z.object({
  clientId: z.string(),
  code: z.string(),
  description: z.string(),
  groupCodes: z.array(z.string()),
  active: z.boolean(),
});
const subject = { personId: z.string(), clientId: z.string() };
const RestrictionSchema = z.object({
  ...subject,
  restrictionId: z.string(),
  code: z.string(),
  /** the restriction-types catalogue item (absent on restrictions recorded before it was asked) */
  restrictionType: z.string().optional(),
  zoneId: z.string(),
  doorId: z.string().nullable(),
  fullDay: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  active: z.boolean(),
});
const ExemptionSchema = z.object({
  ...subject,
  exemptionId: z.string(),
  requirementCode: z.string(),
  exemptionType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

export const ACCESS_RULES_EVENTS = {
  'access.ScheduleDefined': eventDefinition(ScheduleSchema),
  'access.ScheduleUpdated': eventDefinition(ScheduleSchema),
  'access.GroupDefined': eventDefinition(GroupSchema),
  'access.GroupUpdated': eventDefinition(GroupSchema),
  'access.PersonGroupAssigned': eventDefinition(
    z.object({ ...subject, groupCode: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  'access.PersonGroupUnassigned': eventDefinition(z.object({ ...subject, groupCode: z.string() })),
  'access.ProfileDefined': eventDefinition(ProfileSchema),
  'access.ProfileUpdated': eventDefinition(ProfileSchema),
  'access.PersonProfileAssigned': eventDefinition(
    z.object({ ...subject, profileCode: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  'access.PersonProfileEnded': eventDefinition(
    z.object({ ...subject, profileCode: z.string(), endDate: z.string() }),
  ),
  'access.RestrictionAdded': eventDefinition(RestrictionSchema),
  'access.RestrictionActiveSet': eventDefinition(
    z.object({ ...subject, restrictionId: z.string(), active: z.boolean() }),
  ),
  'access.RestrictionRemoved': eventDefinition(z.object({ ...subject, restrictionId: z.string() })),
  'access.ExemptionGranted': eventDefinition(ExemptionSchema),
  'access.ExemptionRevoked': eventDefinition(z.object({ ...subject, exemptionId: z.string() })),
};
type Rules = typeof ACCESS_RULES_EVENTS;

export type ScheduleDefined = RegisteredEvent<Rules, 'access.ScheduleDefined'>;
export type ScheduleUpdated = RegisteredEvent<Rules, 'access.ScheduleUpdated'>;
export type GroupDefined = RegisteredEvent<Rules, 'access.GroupDefined'>;
export type GroupUpdated = RegisteredEvent<Rules, 'access.GroupUpdated'>;
export type PersonGroupAssigned = RegisteredEvent<Rules, 'access.PersonGroupAssigned'>;
export type PersonGroupUnassigned = RegisteredEvent<Rules, 'access.PersonGroupUnassigned'>;
export type ProfileDefined = RegisteredEvent<Rules, 'access.ProfileDefined'>;
export type ProfileUpdated = RegisteredEvent<Rules, 'access.ProfileUpdated'>;
export type PersonProfileAssigned = RegisteredEvent<Rules, 'access.PersonProfileAssigned'>;
export type PersonProfileEnded = RegisteredEvent<Rules, 'access.PersonProfileEnded'>;
export type RestrictionAdded = RegisteredEvent<Rules, 'access.RestrictionAdded'>;
export type RestrictionActiveSet = RegisteredEvent<Rules, 'access.RestrictionActiveSet'>;
export type RestrictionRemoved = RegisteredEvent<Rules, 'access.RestrictionRemoved'>;
export type ExemptionGranted = RegisteredEvent<Rules, 'access.ExemptionGranted'>;
export type ExemptionRevoked = RegisteredEvent<Rules, 'access.ExemptionRevoked'>;
export type AccessScheduleEvent = ScheduleDefined | ScheduleUpdated;
export type AccessGroupEvent = GroupDefined | GroupUpdated;
export type AccessProfileEvent = ProfileDefined | ProfileUpdated;
export type PersonAccessRulesEvent =
  | PersonGroupAssigned
  | PersonGroupUnassigned
  | PersonProfileAssigned
  | PersonProfileEnded
  | RestrictionAdded
  | RestrictionActiveSet
  | RestrictionRemoved
  | ExemptionGranted
  | ExemptionRevoked;
export type AccessRulesEvent = EventsOf<Rules>;
export type AccessSchedule = ScheduleDefined['data'];
export type AccessGroup = GroupDefined['data'];
export type AccessProfile = ProfileDefined['data'];
export type Restriction = RestrictionAdded['data'];
export type Exemption = ExemptionGranted['data'];
