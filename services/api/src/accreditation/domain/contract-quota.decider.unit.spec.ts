import fc from 'fast-check';
import { deciderSpec, IDS, quotaSlotReleased, quotaSlotTaken } from '@faena/test-kit';
import {
  evolveContractQuota,
  initialContractQuota,
  releaseQuotaSlot,
  takeQuotaSlot,
  type ContractQuota,
} from './contract-quota.decider';

const given = deciderSpec({ evolve: evolveContractQuota, initialState: initialContractQuota });
const slot = (requestId: string) => ({
  contractId: IDS.contract,
  requestId,
  personId: `P-${requestId}`,
});
const take =
  (requestId: string, quota = 2) =>
  (s: ContractQuota) =>
    takeQuotaSlot({ ...slot(requestId), quota }, s);
const taken = (requestId: string) => quotaSlotTaken(slot(requestId));

describe('Contract quota', () => {
  describe('when slots are free', () => {
    it('takes a slot', () =>
      given([taken('R1')])
        .when(take('R2'))
        .then([taken('R2')]));
  });
  describe('when every slot is held', () => {
    it('refuses another request', () =>
      given([taken('R1'), taken('R2')])
        .when(take('R3'))
        .thenFailsWith('accreditation.quotaExceeded'));
    it('takes a slot again once one was released', () =>
      given([taken('R1'), taken('R2'), quotaSlotReleased(slot('R1'))])
        .when(take('R3'))
        .then([taken('R3')]));
  });
  describe('when the contract has no quota (0)', () => {
    it('does not limit', () =>
      given([taken('R1'), taken('R2')])
        .when(take('R3', 0))
        .then([taken('R3')]));
  });
  describe("under the client's endowment policy", () => {
    const takeWith =
      (requestId: string, policy: 'refuse' | 'warn', quota = 2) =>
      (s: ContractQuota) =>
        takeQuotaSlot({ ...slot(requestId), quota, policy }, s);
    it("'refuse' refuses a request over the endowment", () =>
      given([taken('R1'), taken('R2')])
        .when(takeWith('R3', 'refuse'))
        .thenFailsWith('accreditation.quotaExceeded'));
    it("'warn' takes the slot and records the request as over the endowment", () =>
      given([taken('R1'), taken('R2')])
        .when(takeWith('R3', 'warn'))
        .then([
          taken('R3'),
          {
            type: 'accreditation.QuotaExceededAccepted',
            data: { ...slot('R3'), quota: 2, held: 3 },
          },
        ]));
    it("'warn' within the endowment only takes the slot", () =>
      given([taken('R1')])
        .when(takeWith('R2', 'warn'))
        .then([taken('R2')]));
    it('a slot taken over the endowment counts as held', () =>
      given([
        taken('R1'),
        taken('R2'),
        ...takeWith(
          'R3',
          'warn',
        )([taken('R1'), taken('R2')].reduce(evolveContractQuota, initialContractQuota())),
      ])
        .when(takeWith('R4', 'refuse', 3))
        .thenFailsWith('accreditation.quotaExceeded'));
  });
  describe('when releasing', () => {
    it('releases a held slot', () =>
      given([taken('R1')])
        .when((s) => releaseQuotaSlot(slot('R1'), s))
        .then([quotaSlotReleased(slot('R1'))]));
    it('does nothing for a slot not held', () =>
      given([taken('R1')])
        .when((s) => releaseQuotaSlot(slot('R9'), s))
        .thenNothingHappens());
  });
});

describe('Contract quota state (held slots)', () => {
  const event = (type: 'take' | 'release', requestId: string) =>
    type === 'take' ? quotaSlotTaken(slot(requestId)) : quotaSlotReleased(slot(requestId));
  /** the rule as a plain list: a take appends the id, a release removes every copy of it */
  const naive = (steps: Array<['take' | 'release', string]>) =>
    steps.reduce<string[]>(
      (held, [op, id]) => (op === 'take' ? [...held, id] : held.filter((h) => h !== id)),
      [],
    );
  const fold = (state: ContractQuota, steps: Array<['take' | 'release', string]>) =>
    steps.reduce((s, [op, id]) => evolveContractQuota(s, event(op, id)), state);

  it('counts and answers membership like a list of held ids, also for versions folded further or forked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom<'take' | 'release'>('take', 'release'),
            fc.constantFrom('R1', 'R2', 'R3', 'R4'),
          ),
          { maxLength: 30 },
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom<'take' | 'release'>('take', 'release'),
            fc.constantFrom('R1', 'R2', 'R5'),
          ),
          { maxLength: 10 },
        ),
        fc.nat(30),
        (steps, other, cut) => {
          const at = Math.min(cut, steps.length);
          const base = fold(initialContractQuota(), steps.slice(0, at));
          const full = fold(base, steps.slice(at)); // the tip moves on
          const again = fold(base, steps.slice(at)); // the same events folded again from the older version
          const forked = fold(base, other); // other events from the older version
          for (const [state, expected] of [
            [base, naive(steps.slice(0, at))],
            [full, naive(steps)],
            [again, naive(steps)],
            [forked, naive([...steps.slice(0, at), ...other])],
          ] as const) {
            expect(state.held).toBe(expected.length);
            expect(state.slots.toArray()).toEqual(expected);
            for (const id of ['R1', 'R2', 'R3', 'R4', 'R5'])
              expect(state.slots.holds(id)).toBe(expected.includes(id));
          }
        },
      ),
    );
  });

  it('folds 20,000 takes and still finds each request', () => {
    const state = fold(
      initialContractQuota(),
      Array.from({ length: 20_000 }, (_, i) => ['take', `R${i}`] as ['take', string]),
    );
    expect(state.held).toBe(20_000);
    expect(state.slots.holds('R19999')).toBe(true);
    expect(releaseQuotaSlot(slot('R7'), state)).toEqual([quotaSlotReleased(slot('R7'))]);
  });
});
