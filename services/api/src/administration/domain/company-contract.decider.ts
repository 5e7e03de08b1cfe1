import {
  DomainError,
  type CompanyFields,
  type CompanyRegistered,
  type CompanyUpdated,
  type ContractAddendum,
  type ContractAddendumAdded,
  type ContractFields,
  type ContractRegistered,
  type ContractUpdated,
  type DocumentTypeFacts,
  type DomainEvent,
} from '@faena/contracts';
import { assertDocumentFits, sameDocument } from './person-document.decider';
import { ownedBy, type Caller } from './tenancy';

export type Company = CompanyRegistered['data'] | null;

export function evolveCompany(s: Company, event: DomainEvent): Company {
  switch (event.type) {
    case 'catalog.CompanyRegistered':
    case 'catalog.CompanyUpdated':
      return (event as CompanyRegistered | CompanyUpdated).data;
    default:
      return s;
  }
}

type CompanyInput = { companyId: string; fields: CompanyFields };
/** The document type's item of the company's country, read at decision time (null: unknown type). */
type CheckedCompanyInput = CompanyInput & { documentType: DocumentTypeFacts | null };
const companyOf = ({ companyId, fields }: CompanyInput): CompanyRegistered['data'] => ({
  companyId,
  ...fields,
});

export function registerCompany(
  { documentType, ...input }: CheckedCompanyInput,
  s: Company,
): CompanyRegistered[] {
  if (s) throw new DomainError('catalog.alreadyExists');
  assertDocumentFits(input.fields.documentType, input.fields.documentNumber, documentType);
  return [{ type: 'catalog.CompanyRegistered', data: companyOf(input) }];
}

/** The document is checked when it changes (the screens keep it fixed: it is the company's key). */
export function updateCompany(
  { documentType, ...input }: CheckedCompanyInput,
  s: Company,
): CompanyUpdated[] {
  if (!s) throw new DomainError('catalog.companyNotFound');
  if (!sameDocument(s, input.fields))
    assertDocumentFits(input.fields.documentType, input.fields.documentNumber, documentType);
  const next = companyOf(input);
  return JSON.stringify(next) === JSON.stringify(s)
    ? []
    : [{ type: 'catalog.CompanyUpdated', data: next }];
}

/** catalog.contract-<id>: the row the flows read (quota, dates) plus its addendums. */
export interface Contract {
  row: ContractRegistered['data'] | null;
  addendums: ContractAddendum[];
}
export const initialContract = (): Contract => ({ row: null, addendums: [] });

export function evolveContract(s: Contract, event: DomainEvent): Contract {
  const e = event as ContractRegistered | ContractUpdated | ContractAddendumAdded;
  switch (e.type) {
    case 'catalog.ContractRegistered':
    case 'catalog.ContractUpdated':
      return { ...s, row: e.data };
    case 'catalog.ContractAddendumAdded':
      return s.row
        ? {
            row: { ...s.row, endDate: e.data.newEndDate, quota: e.data.newQuota },
            addendums: [...s.addendums, e.data],
          }
        : s;
    default:
      return s;
  }
}

/** `caller`: who registers (the contract is its client's) or changes it (it must be its client's). */
type ContractInput = {
  contractId: string;
  fields: ContractFields;
  companyName: string;
  caller: Caller;
};

function rowOf(
  { contractId, fields, companyName, caller }: ContractInput,
  first: ContractRegistered['data'] | null,
): ContractRegistered['data'] {
  const { code: _code, ...rest } = fields;
  return {
    ...rest,
    contractId,
    code: first?.code ?? fields.code,
    companyName,
    clientId: first?.clientId ?? caller.clientId,
    contractorCompanyId: fields.contractorCompanyId || fields.companyId,
    ...endDatesOf(first, fields.endDate),
  };
}

/** The end dates a contract keeps from its registration (the first row), else this end date. */
const endDatesOf = (first: ContractRegistered['data'] | null, endDate: string) => ({
  initialEndDate: first?.initialEndDate ?? endDate,
  originalEndDate: first?.originalEndDate ?? endDate,
});

export function registerContract(input: ContractInput, s: Contract): ContractRegistered[] {
  if (s.row) throw new DomainError('catalog.alreadyExists');
  return [{ type: 'catalog.ContractRegistered', data: rowOf(input, null) }];
}

/** A contract is its client's: another client's answers as a missing one. */
function ownContract(s: Contract, caller: Caller): ContractRegistered['data'] {
  if (!s.row || !ownedBy(s.row, caller)) throw new DomainError('catalog.contractNotFound');
  return s.row;
}

/** Only the contract's client changes it; the code, client and first end dates never change, the rest is the administrator's to correct. */
export function updateContract(input: ContractInput, s: Contract): ContractUpdated[] {
  ownContract(s, input.caller);
  const next = rowOf(input, s.row);
  return JSON.stringify(next) === JSON.stringify(s.row)
    ? []
    : [{ type: 'catalog.ContractUpdated', data: next }];
}

type AddendumInput = {
  contractId: string;
  addendumId: string;
  newEndDate: string;
  newQuota: number | undefined;
  reason: string;
  date: string;
  caller: Caller;
};

/** An addendum (by the contract's client) extends the end date and/or raises the endowment; it never shortens or lowers. */
export function addAddendum(input: AddendumInput, s: Contract): ContractAddendumAdded[] {
  const row = ownContract(s, input.caller);
  if (s.addendums.some((a) => a.addendumId === input.addendumId)) return [];
  const newEndDate = input.newEndDate || row.endDate;
  const newQuota = input.newQuota ?? row.quota;
  if (newEndDate < row.endDate || newQuota < row.quota)
    throw new DomainError('catalog.addendumShortens');
  const addendum: ContractAddendum = {
    addendumId: input.addendumId,
    number: s.addendums.length + 1,
    date: input.date,
    reason: input.reason,
    previousEndDate: row.endDate,
    newEndDate,
    previousQuota: row.quota,
    newQuota,
  };
  return [
    { type: 'catalog.ContractAddendumAdded', data: { ...addendum, contractId: input.contractId } },
  ];
}
