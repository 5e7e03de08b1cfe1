import { ContractFormSchema, type DomainEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  addAddendum,
  evolveContract,
  initialContract,
  registerContract,
  updateContract,
  type Contract,
} from './company-contract.decider';

const given = deciderSpec<Contract, DomainEvent>({
  evolve: evolveContract,
  initialState: initialContract,
});
const fields = ContractFormSchema.parse({
  code: 'CTR-1',
  companyId: 'EMP-1',
  subject: 'Acarreo',
  divisionId: 'DIV-1',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  quota: 10,
});
const OWN = { clientId: 'CLI', companyId: null };
const OTHER = { clientId: 'X', companyId: null };
const registered = registerContract(
  { contractId: 'CTR-1', fields, companyName: 'Empresa 1', caller: OWN },
  initialContract(),
);
const addendum =
  (
    over: Partial<{
      newEndDate: string;
      newQuota: number;
      addendumId: string;
      caller: typeof OWN;
    }> = {},
  ) =>
  (s: Contract) =>
    addAddendum(
      {
        contractId: 'CTR-1',
        addendumId: 'A1',
        newEndDate: '2027-06-30',
        newQuota: 12,
        reason: 'Ampliación',
        date: '2026-06-01',
        caller: OWN,
        ...over,
      },
      s,
    );
const update =
  (caller: { clientId: string; companyId: string | null }, over: Partial<typeof fields> = {}) =>
  (s: Contract) =>
    updateContract(
      { contractId: 'CTR-1', fields: { ...fields, ...over }, companyName: 'Empresa 1', caller },
      s,
    );

describe('Contract', () => {
  it('keeps the initial and original end dates on registration', () =>
    expect(registered[0]?.data).toEqual(
      expect.objectContaining({
        initialEndDate: '2026-12-31',
        originalEndDate: '2026-12-31',
        contractorCompanyId: 'EMP-1',
      }),
    ));

  describe('when registered', () => {
    it('records an addendum with the previous values', () =>
      given(registered)
        .when(addendum())
        .then([
          {
            type: 'catalog.ContractAddendumAdded',
            data: {
              contractId: 'CTR-1',
              addendumId: 'A1',
              number: 1,
              date: '2026-06-01',
              reason: 'Ampliación',
              previousEndDate: '2026-12-31',
              newEndDate: '2027-06-30',
              previousQuota: 10,
              newQuota: 12,
            },
          },
        ]));
    it('refuses an addendum that shortens the contract', () =>
      given(registered)
        .when(addendum({ newEndDate: '2026-06-30' }))
        .thenFailsWith('catalog.addendumShortens'));
    it('refuses an addendum that lowers the endowment', () =>
      given(registered)
        .when(addendum({ newQuota: 5 }))
        .thenFailsWith('catalog.addendumShortens'));
    it('keeps the code, the client and the first end date on update', () => {
      const updated = update(OWN, { code: 'OTHER', endDate: '2027-01-31' })(
        registered.reduce(evolveContract, initialContract()),
      );
      expect(updated[0]?.data).toEqual(
        expect.objectContaining({
          code: 'CTR-1',
          clientId: 'CLI',
          endDate: '2027-01-31',
          initialEndDate: '2026-12-31',
        }),
      );
    });
    it("refuses another client's update as if the contract did not exist", () =>
      given(registered)
        .when(update(OTHER, { quota: 99 }))
        .thenFailsWith('catalog.contractNotFound'));
    it("refuses another client's addendum as if the contract did not exist", () =>
      given(registered)
        .when(addendum({ caller: OTHER }))
        .thenFailsWith('catalog.contractNotFound'));
    it("refuses a contractor's change of another company's contract", () =>
      given(registered)
        .when(update({ clientId: 'CLI', companyId: 'EMP-2' }))
        .thenFailsWith('catalog.contractNotFound'));
  });

  describe('after an addendum', () => {
    const history = [
      ...registered,
      ...addendum()(registered.reduce(evolveContract, initialContract())),
    ];
    it('has the new end date and quota', () =>
      expect(history.reduce(evolveContract, initialContract()).row).toEqual(
        expect.objectContaining({ endDate: '2027-06-30', quota: 12 }),
      ));
    it('ignores a retried addendum', () => given(history).when(addendum()).thenNothingHappens());
  });

  it('refuses an addendum of an unknown contract', () =>
    given([]).when(addendum()).thenFailsWith('catalog.contractNotFound'));
});
