// The rows and queries of the grid figure: realistic request rows (deterministic), the grid
// queries the approver queue and the requests screen make, and the hand-written SQL baseline.
import { COMPANIES, NAMES, SURNAMES } from '../lib/names.mjs';

export const CLIENT = 'MINERA-ANDINA';

export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const weighted = (random, list) => {
  let x = random() * 100;
  for (const item of list) if ((x -= item[2]) < 0) return item;
  return list[0];
};
const STATUSES = [
  ['A', 0, 58],
  ['P', 0, 20],
  ['O', 0, 6],
  ['R', 0, 16],
];
export const day = (base, add) => new Date(base + add * 86_400_000).toISOString().slice(0, 10);
export const T0 = Date.UTC(2024, 0, 1);

const idOf = (i) =>
  `${i.toString(16).padStart(8, '0')}-5e1f-4c2a-9b7d-${(i * 7919).toString(16).padStart(12, '0').slice(-12)}`;

/** Person `person` of the rows: an id, a name from the lists, a document number. */
const personOf = (person) => ({
  personId: `PER-${person}`,
  personName: `${NAMES[person % NAMES.length]} ${SURNAMES[(person >> 3) % SURNAMES.length]} ${SURNAMES[(person >> 7) % SURNAMES.length]}`,
  documentNumber: String(40_000_000 + person),
});

/** The decision fields: none while pending, the approver an hour after the submission otherwise. */
const decisionOf = (status, submitted) => ({
  decidedBy: status === 'P' ? null : 'APROBADOR',
  decidedAt: status === 'P' ? null : new Date(submitted + 3_600_000).toISOString(),
});

export function rowOf(random, i) {
  const [companyId, companyName] = weighted(random, COMPANIES);
  const status = weighted(random, STATUSES)[0];
  const submitted = T0 + i * 60_000 + Math.floor(random() * 50_000); // ~1.9 years over 1M rows
  const start = Math.floor((submitted - T0) / 86_400_000) + 1 + Math.floor(random() * 20);
  const id = idOf(i);
  const person = Math.floor(random() * 60_000);
  return {
    requestId: id,
    code: `SOL-${id.slice(0, 8).toUpperCase()}`,
    ...personOf(person),
    companyId,
    companyName,
    contractId: `CTR-${companyId}-${i % 5}`,
    contractCode: `CTR-2026-${String((i % 5) + 1).padStart(3, '0')}`,
    clientId: random() < 0.85 ? CLIENT : 'MINERA-COSTA',
    divisionId: 'DIV-NORTE',
    startDate: day(T0, start),
    endDate: day(T0, start + 30 + Math.floor(random() * 150)),
    reason: 'Ingreso a operación',
    observation: '',
    status,
    submittedBy: `USR-${Math.floor(random() * 80)}`,
    submittedAt: new Date(submitted).toISOString(),
    ...decisionOf(status, submitted),
    lastComment: '',
    version: i + 1,
  };
}

export const FLAT_COLUMNS = [
  'client_id',
  'status',
  'code',
  'person_name',
  'document_number',
  'company_id',
  'company_name',
  'contract_code',
  'submitted_by',
  'submitted_at',
  'start_date',
  'end_date',
  'decided_at',
];
export const FLAT_FIELDS = [
  'clientId',
  'status',
  'code',
  'personName',
  'documentNumber',
  'companyId',
  'companyName',
  'contractCode',
  'submittedBy',
  'submittedAt',
  'startDate',
  'endDate',
  'decidedAt',
];
export const FLAT_INDEXES = [
  ['client_id', 'seq'],
  ['client_id', 'status', 'seq'],
  ['client_id', 'status', 'submitted_at'],
  ['client_id', 'status', 'person_name'],
  ['client_id', 'status', 'start_date'],
  ['client_id', 'submitted_by', 'seq'],
  ['client_id', 'company_id', 'status', 'submitted_at'],
];
