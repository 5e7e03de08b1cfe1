// The rows and queries of the grid figure: realistic request rows (deterministic), the grid
// queries the approver queue and the requests screen make, and the hand-written SQL baseline.
import { COMPANIES, NAMES, SURNAMES } from '../lib/names.mjs';

export { SURNAMES };
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

export function rowOf(random, i) {
  const [companyId, companyName] = weighted(random, COMPANIES);
  const status = weighted(random, STATUSES)[0];
  const submitted = T0 + i * 60_000 + Math.floor(random() * 50_000); // ~1.9 years over 1M rows
  const start = Math.floor((submitted - T0) / 86_400_000) + 1 + Math.floor(random() * 20);
  const id = `${i.toString(16).padStart(8, '0')}-5e1f-4c2a-9b7d-${(i * 7919).toString(16).padStart(12, '0').slice(-12)}`;
  const person = Math.floor(random() * 60_000);
  return {
    requestId: id,
    code: `SOL-${id.slice(0, 8).toUpperCase()}`,
    personId: `PER-${person}`,
    personName: `${NAMES[person % NAMES.length]} ${SURNAMES[(person >> 3) % SURNAMES.length]} ${SURNAMES[(person >> 7) % SURNAMES.length]}`,
    documentNumber: String(40_000_000 + person),
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
    decidedBy: status === 'P' ? null : 'APROBADOR',
    decidedAt: status === 'P' ? null : new Date(submitted + 3_600_000).toISOString(),
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

/** The templates: what the approver queue and the requests grid ask (equality filters, sort, page). */
export function templates(random) {
  const company = () => COMPANIES[Math.floor(random() * COMPANIES.length)][0];
  const page = (pages) => 20 * Math.floor(random() * pages);
  return {
    // approver queue, default: Pendiente, newest first (RowIndex desc), a page
    queue: () => ({
      grid: {
        skip: page(25),
        take: 20,
        sort: [{ selector: 'RowIndex', desc: true }],
        filter: [{ field: 'status', op: '=', value: 'P' }],
      },
      scope: { clientId: CLIENT },
    }),
    // queue sorted by a column header
    bySubmitted: () => ({
      grid: {
        skip: page(10),
        take: 20,
        sort: [{ selector: 'submittedAt', desc: true }],
        filter: [{ field: 'status', op: '=', value: 'O' }],
      },
      scope: { clientId: CLIENT },
    }),
    byName: () => ({
      grid: {
        skip: page(10),
        take: 20,
        sort: [{ selector: 'personName', desc: false }],
        filter: [{ field: 'status', op: '=', value: 'A' }],
      },
      scope: { clientId: CLIENT },
    }),
    // the requester's own list
    mine: () => ({
      grid: { skip: page(5), take: 20, sort: [{ selector: 'RowIndex', desc: true }], filter: [] },
      scope: { clientId: CLIENT, submittedBy: `USR-${Math.floor(random() * 80)}` },
    }),
    // company + status, newest first
    company: () => ({
      grid: {
        skip: page(5),
        take: 20,
        sort: [{ selector: 'submittedAt', desc: true }],
        filter: [
          { field: 'companyId', op: '=', value: company() },
          { field: 'status', op: '=', value: 'P' },
        ],
      },
      scope: { clientId: CLIENT },
    }),
    // approved, starting after a date, by start date
    starting: () => ({
      grid: {
        skip: page(5),
        take: 20,
        sort: [{ selector: 'startDate', desc: false }],
        filter: [
          { field: 'status', op: '=', value: 'A' },
          { field: 'startDate', op: '>=', value: day(T0, Math.floor(random() * 600)) },
        ],
      },
      scope: { clientId: CLIENT },
    }),
  };
}
/** Reference only (not in the target mix): a text filter (contains), which no B-tree index serves. */
export const textTemplate = (random) => () => ({
  grid: {
    skip: 0,
    take: 20,
    sort: [{ selector: 'RowIndex', desc: true }],
    filter: [
      { field: 'status', op: '=', value: 'P' },
      {
        field: 'personName',
        op: 'contains',
        value: SURNAMES[Math.floor(random() * SURNAMES.length)].toLowerCase(),
      },
    ],
  },
  scope: { clientId: CLIENT },
});

const COLUMN = Object.fromEntries(FLAT_FIELDS.map((f, i) => [f, FLAT_COLUMNS[i]]));
/** The hand-written SQL of a grid query on the flat table: same filters, order, tie-breaks, page. */
export function flatSql({ grid, scope }) {
  const where = [];
  const params = [];
  for (const [field, value] of Object.entries(scope)) {
    where.push(`${COLUMN[field]} = ?`);
    params.push(value);
  }
  for (const f of grid.filter) {
    const col = COLUMN[f.field];
    if (f.op === 'contains') {
      where.push(`lower(${col}) LIKE ?`);
      params.push(`%${f.value}%`);
    } else {
      where.push(`${col} ${f.op} ?`);
      params.push(f.value);
    }
  }
  const sort = grid.sort[0];
  const dir = sort.desc ? 'DESC' : 'ASC';
  const order =
    sort.selector === 'RowIndex'
      ? `seq ${dir}, id ${dir}`
      : `${COLUMN[sort.selector]} ${dir}, seq ASC, id ASC`;
  const w = where.join(' AND ') || '1 = 1';
  return {
    count: `SELECT count(*) AS n FROM requests WHERE ${w}`,
    page: `SELECT doc FROM requests WHERE ${w} ORDER BY ${order} LIMIT ? OFFSET ?`,
    params,
    take: grid.take,
    skip: grid.skip,
  };
}
