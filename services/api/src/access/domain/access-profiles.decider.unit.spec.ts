import type { SaveProfileBody, ValidationError } from '@faena/contracts';
import {
  deciderSpec,
  IDS,
  personProfileAssigned,
  personProfileEnded,
  profileDefined,
} from '@faena/test-kit';
import {
  defineProfile,
  evolveProfiles,
  initialProfiles,
  updateProfile,
} from './access-profiles.decider';
import {
  assignProfile,
  endProfile,
  evolvePersonAccessRules,
  initialPersonAccessRules,
} from './person-access-rules.decider';

/** the field issues a decider threw (null: it threw none) */
const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return (e as ValidationError).issues;
  }
  return null;
};

const profiles = deciderSpec({ evolve: evolveProfiles, initialState: initialProfiles });
const rules = deciderSpec({
  evolve: evolvePersonAccessRules,
  initialState: initialPersonAccessRules,
});
const client = { clientId: IDS.client };
const who = { personId: IDS.person, clientId: IDS.client };
const body: SaveProfileBody = {
  commandId: 'cmd-profile-1',
  code: 'OPER',
  description: 'Operaciones',
  groupCodes: ['GENERAL'],
  active: true,
};
const known = new Set(['GENERAL', 'MINA']);
const assignment = {
  commandId: 'cmd-assign-profile-1',
  profileCode: 'OPER',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};

describe('Access profiles', () => {
  it('defines a profile granting groups of the client', () =>
    profiles([])
      .when((s) => defineProfile({ ...body, ...client }, known, s))
      .then([profileDefined()]));
  it('refuses a second profile with the same code (unique per client)', () =>
    profiles([profileDefined()])
      .when((s) => defineProfile({ ...body, ...client }, known, s))
      .thenFailsWith('access.profileCodeTaken'));
  it('names each unknown group', () =>
    expect(
      issuesOf(() =>
        defineProfile({ ...body, ...client, groupCodes: ['GENERAL', 'NOPE'] }, known, {}),
      ),
    ).toEqual([{ path: 'groupCodes.1', message: 'access:rules.groupUnknown' }]));
  it('records a changed snapshot and nothing for an unchanged one', () => {
    profiles([profileDefined()])
      .when((s) => updateProfile({ ...body, ...client, active: false }, known, s))
      .then(
        [profileDefined({ active: false })].map((e) => ({
          ...e,
          type: 'access.ProfileUpdated' as const,
        })),
      );
    profiles([profileDefined()])
      .when((s) => updateProfile({ ...body, ...client }, known, s))
      .thenNothingHappens();
  });
  it('refuses to update an unknown profile', () =>
    profiles([])
      .when((s) => updateProfile({ ...body, ...client }, known, s))
      .thenFailsWith('access.profileNotFound'));
});

describe("A person's profile", () => {
  const active = { active: true };
  it('assigns an active profile of the client', () =>
    rules([])
      .when((s) => assignProfile({ ...assignment, ...who, profile: active }, s))
      .then([personProfileAssigned()]));
  it('replaces the current profile with another', () =>
    rules([personProfileAssigned()])
      .when((s) =>
        assignProfile({ ...assignment, ...who, profileCode: 'MINA', profile: active }, s),
      )
      .then([personProfileAssigned({ profileCode: 'MINA' })]));
  it('records nothing for the same assignment', () =>
    rules([personProfileAssigned()])
      .when((s) => assignProfile({ ...assignment, ...who, profile: active }, s))
      .thenNothingHappens());
  it('refuses an unknown profile', () =>
    rules([])
      .when((s) => assignProfile({ ...assignment, ...who, profile: undefined }, s))
      .thenFailsWith('access.profileNotFound'));
  it('refuses an inactive profile', () =>
    rules([])
      .when((s) => assignProfile({ ...assignment, ...who, profile: { active: false } }, s))
      .thenFailsWith('access.profileInactive'));
  it('ends the profile on a date', () =>
    rules([personProfileAssigned()])
      .when((s) => endProfile({ ...who, endDate: '2026-03-09' }, s))
      .then([personProfileEnded()]));
  it('refuses to end a profile before its start, naming the end date', () => {
    const state = [personProfileAssigned({ startDate: '2026-03-01' })].reduce(
      evolvePersonAccessRules,
      initialPersonAccessRules(),
    );
    expect(issuesOf(() => endProfile({ ...who, endDate: '2026-02-28' }, state))).toEqual([
      { path: 'endDate', message: 'common:dateRangeStartNotAfterEnd' },
    ]);
  });
  it('refuses to end when the person holds no profile', () =>
    rules([])
      .when((s) => endProfile({ ...who, endDate: '2026-03-09' }, s))
      .thenFailsWith('access.personProfileNotFound'));
});
