import type {
  AccessRulesEvent,
  GroupRow,
  PersonAccessDoc,
  ProfileRow,
  Restriction,
  ScheduleRow,
  StoredEvent,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const ACCESS_SCHEDULES_COLLECTION = 'access_schedules_v1';
export const ACCESS_GROUPS_COLLECTION = 'access_groups_v1';
export const PERSON_ACCESS_COLLECTION = 'person_access_v1';
export const ACCESS_PROFILES_COLLECTION = 'access_profiles_v1';
export type ProfileView = DocOf<ProfileRow>;
export type ScheduleView = DocOf<ScheduleRow>;
export type GroupView = DocOf<GroupRow>;
export type PersonAccessView = DocOf<PersonAccessDoc>;

/** Every read filters by clientId. */
const byClient = (name: string): CollectionSpec => ({
  name,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'code'],
  ],
});
const PERSON_ACCESS_SPEC: CollectionSpec = {
  name: PERSON_ACCESS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'personId'],
  ],
};

/** A document id within the client: `<clientId>-<code>` (schedules, groups) or `<personId>-<clientId>`. */
export const clientDocId = (clientId: string, key: string) => `${clientId}-${key}`;
export const personAccessId = (personId: string, clientId: string) => `${personId}-${clientId}`;

/** The screens of the client's access rules follow access-rules:<clientId> (administrators only). */
const accessRoom = (clientId: string) => `access-rules:${clientId}`;

type Subject = { personId: string; clientId: string };
type Change = (doc: PersonAccessView) => Partial<PersonAccessView>;
const empty = ({ personId, clientId }: Subject): PersonAccessView => ({
  personId,
  clientId,
  groups: [],
  profile: null,
  restrictions: [],
  exemptions: [],
  version: 0,
});

/** Applies one change to a person's document (created on its first rule). */
function person<D extends Subject>(
  change: (data: D, doc: PersonAccessView) => Partial<PersonAccessView>,
) {
  return async (event: StoredEvent<D>, ctx: ProjectionContext) => {
    const id = personAccessId(event.data.personId, event.data.clientId);
    const doc =
      (await ctx.get<PersonAccessView>(PERSON_ACCESS_COLLECTION, id)) ?? empty(event.data);
    const apply: Change = (d) => change(event.data, d);
    const next = { ...doc, ...apply(doc), version: ctx.position };
    ctx.put(PERSON_ACCESS_COLLECTION, id, next);
    ctx.notify(accessRoom(next.clientId), 'accessRules.changed', next);
  };
}
const ownPerson = ({ data }: { data: Subject }) => [
  [PERSON_ACCESS_COLLECTION, personAccessId(data.personId, data.clientId)] as const,
];
const restrictionOf = ({ personId: _p, clientId: _c, ...r }: Restriction) => ({
  ...r,
  restrictionType: r.restrictionType ?? '',
});

/**
 * access-rules.v1: the client's schedules, groups and profiles (one row per code, a snapshot) and
 * each person's access at a client: memberships, profile, restrictions, exemptions.
 */
export const accessRulesProjection = defineProjection({
  name: 'access-rules.v1',
  collections: [
    byClient(ACCESS_SCHEDULES_COLLECTION),
    byClient(ACCESS_GROUPS_COLLECTION),
    byClient(ACCESS_PROFILES_COLLECTION),
    PERSON_ACCESS_SPEC,
  ],
  ...handlersOf<AccessRulesEvent>(
    {
      'access.ScheduleDefined': ({ data }, ctx) => saveSchedule(data, ctx),
      'access.ScheduleUpdated': ({ data }, ctx) => saveSchedule(data, ctx),
      'access.GroupDefined': ({ data }, ctx) => saveGroup(data, ctx),
      'access.GroupUpdated': ({ data }, ctx) => saveGroup(data, ctx),
      'access.ProfileDefined': ({ data }, ctx) => saveProfile(data, ctx),
      'access.ProfileUpdated': ({ data }, ctx) => saveProfile(data, ctx),
      'access.PersonProfileAssigned': person(({ profileCode, startDate, endDate }) => ({
        profile: { profileCode, startDate, endDate },
      })),
      'access.PersonProfileEnded': person(({ endDate }, doc) => ({
        profile: doc.profile ? { ...doc.profile, endDate } : null,
      })),
      'access.PersonGroupAssigned': person(({ groupCode, startDate, endDate }, doc) => ({
        groups: [
          ...doc.groups.filter((g) => g.groupCode !== groupCode),
          { groupCode, startDate, endDate },
        ],
      })),
      'access.PersonGroupUnassigned': person(({ groupCode }, doc) => ({
        groups: doc.groups.filter((g) => g.groupCode !== groupCode),
      })),
      'access.RestrictionAdded': person((data, doc) => ({
        restrictions: [...doc.restrictions, restrictionOf(data)],
      })),
      'access.RestrictionActiveSet': person(({ restrictionId, active }, doc) => ({
        restrictions: doc.restrictions.map((r) =>
          r.restrictionId === restrictionId ? { ...r, active } : r,
        ),
      })),
      'access.RestrictionRemoved': person(({ restrictionId }, doc) => ({
        restrictions: doc.restrictions.filter((r) => r.restrictionId !== restrictionId),
      })),
      'access.ExemptionGranted': person(({ personId: _p, clientId: _c, ...x }, doc) => ({
        exemptions: [...doc.exemptions, x],
      })),
      'access.ExemptionRevoked': person(({ exemptionId }, doc) => ({
        exemptions: doc.exemptions.filter((x) => x.exemptionId !== exemptionId),
      })),
    },
    {
      'access.PersonGroupAssigned': ownPerson,
      'access.PersonGroupUnassigned': ownPerson,
      'access.PersonProfileAssigned': ownPerson,
      'access.PersonProfileEnded': ownPerson,
      'access.RestrictionAdded': ownPerson,
      'access.RestrictionActiveSet': ownPerson,
      'access.RestrictionRemoved': ownPerson,
      'access.ExemptionGranted': ownPerson,
      'access.ExemptionRevoked': ownPerson,
    },
  ),
});

function saveSchedule(data: Omit<ScheduleRow, 'scheduleId' | 'version'>, ctx: ProjectionContext) {
  const scheduleId = clientDocId(data.clientId, data.code);
  const row: ScheduleView = { scheduleId, ...data, version: ctx.position };
  ctx.put(ACCESS_SCHEDULES_COLLECTION, scheduleId, row);
  ctx.notify(accessRoom(row.clientId), 'accessRules.changed', row);
}

function saveGroup(data: Omit<GroupRow, 'groupId' | 'version'>, ctx: ProjectionContext) {
  const groupId = clientDocId(data.clientId, data.code);
  const row: GroupView = { groupId, ...data, version: ctx.position };
  ctx.put(ACCESS_GROUPS_COLLECTION, groupId, row);
  ctx.notify(accessRoom(row.clientId), 'accessRules.changed', row);
}

function saveProfile(data: Omit<ProfileRow, 'profileId' | 'version'>, ctx: ProjectionContext) {
  const profileId = clientDocId(data.clientId, data.code);
  const row: ProfileView = { profileId, ...data, version: ctx.position };
  ctx.put(ACCESS_PROFILES_COLLECTION, profileId, row);
  ctx.notify(accessRoom(row.clientId), 'accessRules.changed', row);
}
