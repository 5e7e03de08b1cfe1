import {
  DomainError,
  exhaustive,
  type BulkEvent,
  type BulkFileLoaded,
  type BulkIssue,
  type BulkPhase,
  type BulkRowFixed,
  type BulkRowsChecked,
  type BulkRowsProcessed,
  type BulkRowStatus,
  type BulkRowValues,
  type BulkSendStarted,
} from '@faena/contracts';

/** One row of a batch as the rules see it. */
export interface BulkRowState {
  row: number;
  values: BulkRowValues;
  status: BulkRowStatus;
  issues: readonly BulkIssue[];
  personId: string | null;
  requestId: string | null;
  code: string | null;
}

type Header = Omit<BulkFileLoaded['data'], 'rows'>;

/**
 * accreditation.bulk-<batchId>: a file's rows and where each stands (loaded, observed, successful,
 * processed). `sending` is set by a send and cleared by a fix, so the phase follows from the rows.
 */
export type BulkBatch =
  | { exists: false }
  | { exists: true; header: Header; sending: boolean; rows: ReadonlyMap<number, BulkRowState> };

export const initialBulkBatch = (): BulkBatch => ({ exists: false });

const blankRow = (row: number, values: BulkRowValues): BulkRowState => ({
  row,
  values,
  status: 'loaded',
  issues: [],
  personId: null,
  requestId: null,
  code: null,
});

function patched(
  state: BulkBatch,
  changes: ReadonlyArray<{ row: number } & Partial<BulkRowState>>,
): BulkBatch {
  if (!state.exists) return state;
  const rows = new Map(state.rows);
  for (const change of changes) {
    const current = rows.get(change.row);
    if (current && current.status !== 'processed') rows.set(change.row, { ...current, ...change });
  }
  return { ...state, rows };
}

export const evolveBulkBatch = (state: BulkBatch, e: BulkEvent): BulkBatch => {
  switch (e.type) {
    case 'accreditation.BulkFileLoaded': {
      const { rows, ...header } = e.data;
      const map = new Map(rows.map((r) => [r.row, blankRow(r.row, r.values)]));
      return { exists: true, header, sending: false, rows: map };
    }
    case 'accreditation.BulkRowsChecked':
      return patched(state, e.data.rows);
    case 'accreditation.BulkRowFixed': {
      const next = patched(state, [{ ...blankRow(e.data.row, e.data.values) }]);
      return next.exists ? { ...next, sending: false } : next;
    }
    case 'accreditation.BulkSendStarted':
      return state.exists ? { ...state, sending: true } : state;
    case 'accreditation.BulkRowsProcessed':
      return patched(
        state,
        e.data.rows.map((r) => ({ ...r, status: 'processed' as const, issues: [] })),
      );
    default:
      return exhaustive(e, state);
  }
};

const rowsIn = (state: BulkBatch, status: BulkRowStatus): BulkRowState[] =>
  state.exists ? [...state.rows.values()].filter((r) => r.status === status) : [];

/** The batch's phase: validating while a row waits for its check, then validated, sending, sent. */
export function phaseOf(state: BulkBatch): BulkPhase {
  if (rowsIn(state, 'loaded').length > 0) return 'validating';
  if (!state.exists || !state.sending) return 'validated';
  return rowsIn(state, 'successful').length > 0 ? 'sending' : 'sent';
}

/** The rows a check or a send still has to do. */
export const rowsToCheck = (state: BulkBatch) => rowsIn(state, 'loaded');
export const rowsToSend = (state: BulkBatch) => rowsIn(state, 'successful');

/** The batch, when it exists and is the user's (another user's batch is not found). */
function ownBatch(state: BulkBatch, userId: string) {
  if (!state.exists || state.header.userId !== userId)
    throw new DomainError('accreditation.bulkNotFound');
  return state;
}

/** The same file (same content, company data and user) loaded again adds nothing. */
export const loadBulkFile = (data: BulkFileLoaded['data'], state: BulkBatch): BulkFileLoaded[] =>
  state.exists ? [] : [{ type: 'accreditation.BulkFileLoaded', data }];

/** Records row checks; a processed row keeps its status (a late check changes nothing). */
export function recordBulkChecks(
  data: BulkRowsChecked['data'],
  state: BulkBatch,
): BulkRowsChecked[] {
  if (!state.exists) throw new DomainError('accreditation.bulkNotFound');
  const rows = data.rows.filter((r) => {
    const held = state.rows.get(r.row);
    return held !== undefined && held.status !== 'processed';
  });
  return rows.length > 0
    ? [{ type: 'accreditation.BulkRowsChecked', data: { ...data, rows } }]
    : [];
}

/** A row fixed in place goes back to loaded (checked again); a processed row stays as sent. */
export function fixBulkRow(
  input: BulkRowFixed['data'] & { userId: string },
  state: BulkBatch,
): BulkRowFixed[] {
  const batch = ownBatch(state, input.userId);
  const row = batch.rows.get(input.row);
  if (!row) throw new DomainError('accreditation.bulkNotFound');
  if (row.status === 'processed') throw new DomainError('accreditation.bulkRowProcessed');
  if (phaseOf(batch) === 'sending') throw new DomainError('accreditation.bulkBusy');
  const { batchId, values } = input;
  return [{ type: 'accreditation.BulkRowFixed', data: { batchId, row: input.row, values } }];
}

/** Sending needs every row checked and at least one successful row; a send may resume. */
export function startBulkSend(input: BulkSendStarted['data'], state: BulkBatch): BulkSendStarted[] {
  const batch = ownBatch(state, input.userId);
  if (phaseOf(batch) === 'validating') throw new DomainError('accreditation.bulkBusy');
  if (rowsToSend(batch).length === 0) throw new DomainError('accreditation.bulkNothingToSend');
  return [{ type: 'accreditation.BulkSendStarted', data: input }];
}

/** Records the rows sent (each with its request); a row already processed is not recorded twice. */
export function recordBulkProcessed(
  data: BulkRowsProcessed['data'],
  state: BulkBatch,
): BulkRowsProcessed[] {
  if (!state.exists) throw new DomainError('accreditation.bulkNotFound');
  const rows = data.rows.filter((r) => state.rows.get(r.row)?.status === 'successful');
  return rows.length > 0
    ? [{ type: 'accreditation.BulkRowsProcessed', data: { ...data, rows } }]
    : [];
}
