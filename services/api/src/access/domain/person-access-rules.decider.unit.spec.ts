import type { ValidationError } from '@faena/contracts';
import {
  deciderSpec,
  exemptionGranted,
  IDS,
  personGroupAssigned,
  restrictionAdded,
} from '@faena/test-kit';
import {
  assignGroup,
  evolvePersonAccessRules,
  initialPersonAccessRules,
  unassignGroup,
} from './person-access-rules.decider';
import {
  addRestriction,
  grantExemption,
  removeRestriction,
  revokeExemption,
  setRestrictionActive,
} from './person-access-limits.decider';

/** the field issues a decider threw (null: it threw none) */
const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return (e as ValidationError).issues;
  }
  return null;
};

const given = deciderSpec({
  evolve: evolvePersonAccessRules,
  initialState: initialPersonAccessRules,
});
const who = { personId: IDS.person, clientId: IDS.client };
const membership = {
  commandId: 'cmd-assign-1',
  groupCode: 'GENERAL',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};
const restriction = {
  commandId: 'cmd-restrict-1',
  ...who,
  restrictionId: 'RES-001',
  code: 'DISC',
  restrictionType: 'DISC',
  typeKnown: true,
  zoneId: IDS.zone,
  fullDay: true,
  startDate: '2026-03-10',
  endDate: '2026-03-10',
  active: true,
  doors: [IDS.doorIn, IDS.doorOut],
};

describe("A person's access rules", () => {
  describe('group membership', () => {
    it('assigns a person to an existing group', () =>
      given([])
        .when((s) => assignGroup({ ...membership, ...who, groupExists: true }, s))
        .then([personGroupAssigned()]));
    it('refuses an unknown group', () =>
      given([])
        .when((s) => assignGroup({ ...membership, ...who, groupExists: false }, s))
        .thenFailsWith('access.groupNotFound'));
    it('records nothing when the same dates are assigned again', () =>
      given([personGroupAssigned()])
        .when((s) => assignGroup({ ...membership, ...who, groupExists: true }, s))
        .thenNothingHappens());
    it('unassigns a member', () =>
      given([personGroupAssigned()])
        .when((s) => unassignGroup({ ...who, groupCode: 'GENERAL' }, s))
        .then([{ type: 'access.PersonGroupUnassigned', data: { ...who, groupCode: 'GENERAL' } }]));
    it('refuses to unassign a non-member', () =>
      given([])
        .when((s) => unassignGroup({ ...who, groupCode: 'GENERAL' }, s))
        .thenFailsWith('access.membershipNotFound'));
  });
  describe('restrictions', () => {
    it('adds a full-day restriction of the zone, without times', () =>
      given([])
        .when((s) => addRestriction(restriction, s))
        .then([restrictionAdded()]));
    it('refuses a door of another zone', () =>
      expect(() =>
        addRestriction({ ...restriction, doorId: 'PUE-99' }, initialPersonAccessRules()),
      ).toThrow('request.invalid'));
    it('refuses an unknown zone', () =>
      expect(() =>
        addRestriction({ ...restriction, doors: null }, initialPersonAccessRules()),
      ).toThrow('request.invalid'));
    it('names an unknown restriction type and an unknown zone together', () =>
      expect(
        issuesOf(() =>
          addRestriction(
            { ...restriction, typeKnown: false, doors: null },
            initialPersonAccessRules(),
          ),
        ),
      ).toEqual([
        { path: 'restrictionType', message: 'access:rules.restrictionTypeUnknown' },
        { path: 'zoneId', message: 'access:rules.zoneUnknown' },
      ]));
    it('deactivates an active restriction once', () =>
      given([restrictionAdded()])
        .when((s) => setRestrictionActive({ ...who, restrictionId: 'RES-001', active: false }, s))
        .then([
          {
            type: 'access.RestrictionActiveSet',
            data: { ...who, restrictionId: 'RES-001', active: false },
          },
        ]));
    it('records nothing when the flag is unchanged', () =>
      given([restrictionAdded()])
        .when((s) => setRestrictionActive({ ...who, restrictionId: 'RES-001', active: true }, s))
        .thenNothingHappens());
    it('removes a restriction', () =>
      given([restrictionAdded()])
        .when((s) => removeRestriction({ ...who, restrictionId: 'RES-001' }, s))
        .then([{ type: 'access.RestrictionRemoved', data: { ...who, restrictionId: 'RES-001' } }]));
    it('refuses to remove a removed restriction', () =>
      given([
        restrictionAdded(),
        { type: 'access.RestrictionRemoved', data: { ...who, restrictionId: 'RES-001' } },
      ])
        .when((s) => removeRestriction({ ...who, restrictionId: 'RES-001' }, s))
        .thenFailsWith('access.restrictionNotFound'));
  });
  describe('exemptions', () => {
    const body = {
      commandId: 'cmd-exempt-1',
      ...who,
      exemptionId: 'EXO-001',
      requirementCode: 'EMO',
      exemptionType: 'TEMPORAL',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      typeKnown: true,
    };
    it('grants an exemption', () =>
      given([])
        .when((s) => grantExemption(body, s))
        .then([exemptionGranted()]));
    it('refuses an exemption type outside the catalogue, naming the field', () =>
      expect(
        issuesOf(() => grantExemption({ ...body, typeKnown: false }, initialPersonAccessRules())),
      ).toEqual([{ path: 'exemptionType', message: 'access:rules.exemptionTypeUnknown' }]));
    it('revokes it', () =>
      given([exemptionGranted()])
        .when((s) => revokeExemption({ ...who, exemptionId: 'EXO-001' }, s))
        .then([{ type: 'access.ExemptionRevoked', data: { ...who, exemptionId: 'EXO-001' } }]));
    it('refuses to revoke an unknown exemption', () =>
      given([])
        .when((s) => revokeExemption({ ...who, exemptionId: 'EXO-404' }, s))
        .thenFailsWith('access.exemptionNotFound'));
  });
});
