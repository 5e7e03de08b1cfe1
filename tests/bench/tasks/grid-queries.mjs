// The grid figure's queries: what the approver queue and the requests screen ask, and the
// hand-written SQL of each on the flat table (the baseline).
import { COMPANIES, SURNAMES } from '../lib/names.mjs';
import { CLIENT, FLAT_COLUMNS, FLAT_FIELDS, T0, day } from './grid-data.mjs';

const sorted = (selector, desc) => [{ selector, desc }];
const statusIs = (value) => ({ field: 'status', op: '=', value });
/** A page of 20 within the client (or `scope`); arguments are evaluated in order (the PRNG's). */
const query = (grid, scope = { clientId: CLIENT }) => ({ grid: { take: 20, ...grid }, scope });

// company + status, newest first
const byCompany = ({ page, company }) =>
  query({
    skip: page(5),
    sort: sorted('submittedAt', true),
    filter: [{ field: 'companyId', op: '=', value: company() }, statusIs('P')],
  });
// approved, starting after a date, by start date
const starting = ({ page, random }) =>
  query({
    skip: page(5),
    sort: sorted('startDate', false),
    filter: [
      statusIs('A'),
      { field: 'startDate', op: '>=', value: day(T0, Math.floor(random() * 600)) },
    ],
  });

/** The templates: what the approver queue and the requests grid ask (equality filters, sort, page). */
export function templates(random) {
  const company = () => COMPANIES[Math.floor(random() * COMPANIES.length)][0];
  const page = (pages) => 20 * Math.floor(random() * pages);
  const pick = { random, company, page };
  return {
    // approver queue, default: Pendiente, newest first (RowIndex desc), a page
    queue: () => query({ skip: page(25), sort: sorted('RowIndex', true), filter: [statusIs('P')] }),
    // queue sorted by a column header
    bySubmitted: () =>
      query({ skip: page(10), sort: sorted('submittedAt', true), filter: [statusIs('O')] }),
    byName: () =>
      query({ skip: page(10), sort: sorted('personName', false), filter: [statusIs('A')] }),
    // the requester's own list
    mine: () =>
      query(
        { skip: page(5), sort: sorted('RowIndex', true), filter: [] },
        { clientId: CLIENT, submittedBy: `USR-${Math.floor(random() * 80)}` },
      ),
    company: () => byCompany(pick),
    starting: () => starting(pick),
  };
}

/** Reference only (not in the target mix): a text filter (contains), which no B-tree index serves. */
export const textTemplate = (random) => () =>
  query({
    skip: 0,
    sort: sorted('RowIndex', true),
    filter: [
      statusIs('P'),
      {
        field: 'personName',
        op: 'contains',
        value: SURNAMES[Math.floor(random() * SURNAMES.length)].toLowerCase(),
      },
    ],
  });

const COLUMN = Object.fromEntries(FLAT_FIELDS.map((f, i) => [f, FLAT_COLUMNS[i]]));

function whereOf({ grid, scope }) {
  const where = [];
  const params = [];
  for (const [field, value] of Object.entries(scope)) {
    where.push(`${COLUMN[field]} = ?`);
    params.push(value);
  }
  for (const f of grid.filter) {
    const col = COLUMN[f.field];
    const contains = f.op === 'contains';
    where.push(contains ? `lower(${col}) LIKE ?` : `${col} ${f.op} ?`);
    params.push(contains ? `%${f.value}%` : f.value);
  }
  return { where: where.join(' AND ') || '1 = 1', params };
}

function orderOf(sort) {
  const dir = sort.desc ? 'DESC' : 'ASC';
  return sort.selector === 'RowIndex'
    ? `seq ${dir}, id ${dir}`
    : `${COLUMN[sort.selector]} ${dir}, seq ASC, id ASC`;
}

/** The hand-written SQL of a grid query on the flat table: same filters, order, tie-breaks, page. */
export function flatSql(q) {
  const { where: w, params } = whereOf(q);
  const order = orderOf(q.grid.sort[0]);
  return {
    count: `SELECT count(*) AS n FROM requests WHERE ${w}`,
    page: `SELECT doc FROM requests WHERE ${w} ORDER BY ${order} LIMIT ? OFFSET ?`,
    params,
    take: q.grid.take,
    skip: q.grid.skip,
  };
}
