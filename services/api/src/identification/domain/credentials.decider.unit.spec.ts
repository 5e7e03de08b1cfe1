import { ValidationError } from '@faena/contracts';
import {
  credentialInactivated,
  credentialIssued,
  credentialPrinted,
  deciderSpec,
  IDS,
} from '@faena/test-kit';
import {
  evolveWorkerCredentials,
  inactivateCredential,
  initialWorkerCredentials,
  issueCredential,
  printCredential,
  type IssueInput,
  type WorkerCredentials,
} from './credentials.decider';

const given = deciderSpec({
  evolve: evolveWorkerCredentials,
  initialState: initialWorkerCredentials,
});
const who = { personId: IDS.person, clientId: IDS.client };
const issue = (over: Partial<IssueInput> = {}): IssueInput => ({
  credentialId: 'CRE-002',
  ...who,
  companyId: IDS.company,
  credentialType: 'PERM',
  startDate: '2026-03-10',
  endDate: '2027-03-10',
  referenceCode1: '',
  referenceCode2: '',
  issueReason: 'NUEVO',
  today: '2026-03-10',
  type: { validityDays: 365 },
  reason: { kind: 'E' },
  ...over,
});
/** the field issues of a refused input (400: the field and its message) */
const issuesOf = (state: WorkerCredentials, input: IssueInput) => {
  try {
    issueCredential(input, state);
  } catch (err) {
    if (err instanceof ValidationError) return err.issues;
    throw err;
  }
  return [];
};
const issued2 = (over = {}) => credentialIssued({ credentialId: 'CRE-002', ...over });

describe("A worker's credentials", () => {
  describe('issue', () => {
    it('issues the first credential of a worker', () =>
      given([])
        .when((s) => issueCredential(issue(), s))
        .then([issued2()]));
    it('refuses a second one while the first is active', () =>
      given([credentialIssued()])
        .when((s) => issueCredential(issue(), s))
        .thenFailsWith('identification.activeCredential'));
    it('issues again once the active one was inactivated', () =>
      given([credentialIssued(), credentialInactivated()])
        .when((s) => issueCredential(issue(), s))
        .then([issued2()]));
    it('issues again once the active one has expired', () =>
      given([credentialIssued({ endDate: '2026-03-09' })])
        .when((s) => issueCredential(issue(), s))
        .then([issued2()]));
    it('records nothing for the same credential id again', () =>
      given([issued2()])
        .when((s) => issueCredential(issue(), s))
        .thenNothingHappens());
    it("defaults the end to the start plus the type's validity days", () =>
      given([])
        .when((s) => issueCredential(issue({ endDate: undefined, type: { validityDays: 30 } }), s))
        .then([issued2({ endDate: '2026-04-09' })]));
    it('accepts an end equal to the start', () =>
      given([])
        .when((s) => issueCredential(issue({ endDate: '2026-03-10' }), s))
        .then([issued2({ endDate: '2026-03-10' })]));
  });

  describe('issue: what it refuses, naming the field', () => {
    it("an end before the start, with the spec's message", () =>
      expect(issuesOf({}, issue({ endDate: '2026-03-09' }))).toEqual([
        { path: 'endDate', message: 'common:dateRange' },
      ]));
    it("an end beyond the type's validity", () =>
      expect(issuesOf({}, issue({ endDate: '2026-04-10', type: { validityDays: 30 } }))).toEqual([
        { path: 'endDate', message: 'identification:endAfterValidity' },
      ]));
    it('no end when the type has no validity days', () =>
      expect(issuesOf({}, issue({ endDate: undefined, type: { validityDays: null } }))).toEqual([
        { path: 'endDate', message: 'identification:endRequired' },
      ]));
    it('any end when the type has no validity days', () =>
      given([])
        .when((s) =>
          issueCredential(issue({ endDate: '2030-01-01', type: { validityDays: null } }), s),
        )
        .then([issued2({ endDate: '2030-01-01' })]));
    it('an unknown credential type and an unknown reason', () =>
      expect(issuesOf({}, issue({ type: null, reason: null }))).toEqual([
        { path: 'credentialType', message: 'identification:credentialTypeNotFound' },
        { path: 'issueReason', message: 'identification:reasonNotFound' },
      ]));
    it('an inactivation reason given as the issue reason', () =>
      expect(issuesOf({}, issue({ reason: { kind: 'I' } }))).toEqual([
        { path: 'issueReason', message: 'identification:issueReasonKind' },
      ]));
    it('bad input before the active-credential rule (the field is named first)', () =>
      expect(
        issuesOf(evolveWorkerCredentials({}, credentialIssued()), issue({ endDate: '2026-01-01' })),
      ).toEqual([{ path: 'endDate', message: 'common:dateRange' }]));
  });

  describe('inactivate', () => {
    const inactivate = (reasonKind: 'E' | 'I' | null = 'I', credentialId = 'CRE-001') => ({
      credentialId,
      ...who,
      reason: 'ROBO',
      reasonFacts: reasonKind === null ? null : { kind: reasonKind },
      today: '2026-03-12',
    });
    it('inactivates an active credential with a reason of kind I', () =>
      given([credentialIssued()])
        .when((s) => inactivateCredential(inactivate(), s))
        .then([credentialInactivated()]));
    it('refuses a reason of kind E', () =>
      expect(() =>
        inactivateCredential(inactivate('E'), evolveWorkerCredentials({}, credentialIssued())),
      ).toThrow(ValidationError));
    it('refuses an unknown reason', () =>
      expect(() =>
        inactivateCredential(inactivate(null), evolveWorkerCredentials({}, credentialIssued())),
      ).toThrow(ValidationError));
    it('refuses a credential already inactive', () =>
      given([credentialIssued(), credentialInactivated()])
        .when((s) => inactivateCredential(inactivate(), s))
        .thenFailsWith('identification.credentialInactive'));
    it('refuses an unknown credential', () =>
      given([credentialIssued()])
        .when((s) => inactivateCredential(inactivate('I', 'CRE-404'), s))
        .thenFailsWith('identification.credentialNotFound'));
  });

  describe('print', () => {
    const print = { credentialId: 'CRE-001', ...who };
    it('sets the printed flag once', () =>
      given([credentialIssued()])
        .when((s) => printCredential(print, s))
        .then([credentialPrinted()]));
    it('records nothing when printed again', () =>
      given([credentialIssued(), credentialPrinted()])
        .when((s) => printCredential(print, s))
        .thenNothingHappens());
    it('refuses an inactive credential', () =>
      given([credentialIssued(), credentialInactivated()])
        .when((s) => printCredential(print, s))
        .thenFailsWith('identification.credentialInactive'));
  });
});
