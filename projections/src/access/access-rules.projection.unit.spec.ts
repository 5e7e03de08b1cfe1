import {
  exemptionGranted,
  groupDefined,
  personGroupAssigned,
  personProfileAssigned,
  personProfileEnded,
  profileDefined,
  projectionSpec,
  restrictionAdded,
  scheduleDefined,
  type GivenEvent,
} from '@faena/test-kit';
import {
  ACCESS_GROUPS_COLLECTION,
  ACCESS_PROFILES_COLLECTION,
  ACCESS_SCHEDULES_COLLECTION,
  accessRulesProjection,
  PERSON_ACCESS_COLLECTION,
} from './access-rules.projection';

const meta = { occurredAt: '2026-03-10T12:00:00.000Z', userId: 'ADMIN', profileId: 'PF1' };
let revision = 0;
const stored = (
  e: { type: string; data: object },
  stream = 'access.rules-PER-001-CLI-ANDINA',
): GivenEvent => ({
  ...e,
  stream,
  revision: revision++,
  metadata: meta,
});
const spec = projectionSpec(accessRulesProjection);
const { personId: _p, clientId: _c, ...restriction } = restrictionAdded().data;
const { personId: _q, clientId: _d, ...exemption } = exemptionGranted().data;
const PERSON = 'PER-001-CLI-ANDINA';

describe('access-rules.v1', () => {
  it("writes a schedule row under the client's code, replaced by an update", () =>
    spec
      .given([
        stored(scheduleDefined(), 'access.schedules-CLI-ANDINA'),
        stored(
          {
            type: 'access.ScheduleUpdated',
            data: { ...scheduleDefined().data, description: 'Turno' },
          },
          'access.schedules-CLI-ANDINA',
        ),
      ])
      .thenDocument(ACCESS_SCHEDULES_COLLECTION, 'CLI-ANDINA-H24', {
        scheduleId: 'CLI-ANDINA-H24',
        ...scheduleDefined().data,
        description: 'Turno',
        version: 2,
      }));
  it('writes a group row', () =>
    spec
      .given([stored(groupDefined(), 'access.groups-CLI-ANDINA')])
      .thenDocument(ACCESS_GROUPS_COLLECTION, 'CLI-ANDINA-GENERAL', {
        groupId: 'CLI-ANDINA-GENERAL',
        ...groupDefined().data,
        version: 1,
      }));
  it('writes a profile row, replaced by an update', () =>
    spec
      .given([
        stored(profileDefined(), 'access.profiles-CLI-ANDINA'),
        stored(
          { type: 'access.ProfileUpdated', data: { ...profileDefined().data, active: false } },
          'access.profiles-CLI-ANDINA',
        ),
      ])
      .thenDocument(ACCESS_PROFILES_COLLECTION, 'CLI-ANDINA-OPER', {
        profileId: 'CLI-ANDINA-OPER',
        ...profileDefined().data,
        active: false,
        version: 2,
      }));
  it("keeps a person's profile, replaced by another and then ended", () =>
    spec
      .given([
        stored(personProfileAssigned()),
        stored(personProfileAssigned({ profileCode: 'MINA', startDate: '2026-02-01' })),
        stored(personProfileEnded({ profileCode: 'MINA', endDate: '2026-05-31' })),
      ])
      .thenDocument(
        PERSON_ACCESS_COLLECTION,
        PERSON,
        expect.objectContaining({
          profile: { profileCode: 'MINA', startDate: '2026-02-01', endDate: '2026-05-31' },
          version: 3,
        }),
      ));
  it("gathers a person's membership, restriction and exemption", () =>
    spec
      .given([
        stored(personGroupAssigned()),
        stored(restrictionAdded()),
        stored(exemptionGranted()),
      ])
      .thenDocument(PERSON_ACCESS_COLLECTION, PERSON, {
        personId: 'PER-001',
        clientId: 'CLI-ANDINA',
        groups: [{ groupCode: 'GENERAL', startDate: '2026-01-01', endDate: '2026-12-31' }],
        profile: null,
        restrictions: [restriction],
        exemptions: [exemption],
        version: 3,
      }));
  it('replaces a membership assigned again and deactivates, then removes, a restriction', () =>
    spec
      .given([
        stored(personGroupAssigned()),
        stored(personGroupAssigned({ endDate: '2026-06-30' })),
        stored(restrictionAdded()),
        stored({
          type: 'access.RestrictionActiveSet',
          data: {
            personId: 'PER-001',
            clientId: 'CLI-ANDINA',
            restrictionId: 'RES-001',
            active: false,
          },
        }),
      ])
      .thenDocument(
        PERSON_ACCESS_COLLECTION,
        PERSON,
        expect.objectContaining({
          groups: [{ groupCode: 'GENERAL', startDate: '2026-01-01', endDate: '2026-06-30' }],
          restrictions: [{ ...restriction, active: false }],
        }),
      ));
  it('empties the lists on unassign, removal and revocation', () => {
    const who = { personId: 'PER-001', clientId: 'CLI-ANDINA' };
    return spec
      .given([
        stored(personGroupAssigned()),
        stored(restrictionAdded()),
        stored(exemptionGranted()),
        stored({ type: 'access.PersonGroupUnassigned', data: { ...who, groupCode: 'GENERAL' } }),
        stored({ type: 'access.RestrictionRemoved', data: { ...who, restrictionId: 'RES-001' } }),
        stored({ type: 'access.ExemptionRevoked', data: { ...who, exemptionId: 'EXO-001' } }),
      ])
      .thenDocument(
        PERSON_ACCESS_COLLECTION,
        PERSON,
        expect.objectContaining({
          groups: [],
          restrictions: [],
          exemptions: [],
          version: 6,
        }),
      );
  });
  it("tells the client's access-rules room of each change", () =>
    spec.given([stored(groupDefined(), 'access.groups-CLI-ANDINA')]).thenNotices([
      {
        room: 'access-rules:CLI-ANDINA',
        kind: 'accessRules.changed',
        position: 1,
        payload: { groupId: 'CLI-ANDINA-GENERAL', ...groupDefined().data, version: 1 },
      },
    ]));
});
