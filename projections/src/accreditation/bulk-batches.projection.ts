import {
  BULK_ROW_STATUSES,
  type BulkBatchView,
  type BulkEvent,
  type BulkPhase,
  type BulkProgress,
  type BulkRowView,
} from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type ProjectionContext } from '../runner/projection';

export const BULK_BATCHES_COLLECTION = 'bulk_batches_v1';

const BULK_BATCHES_COLLECTION_SPEC: CollectionSpec = {
  name: BULK_BATCHES_COLLECTION,
  indexes: [['userId']],
};

const countsOf = (rows: readonly BulkRowView[]) =>
  Object.fromEntries(
    BULK_ROW_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
  ) as BulkBatchView['counts'];

/** Rows done: checked while validating, processed or observed while sending. */
function progressOf(view: BulkBatchView, sending: boolean): Pick<BulkBatchView, 'phase' | 'done'> {
  const counts = countsOf(view.rows);
  const phase: BulkPhase =
    counts.loaded > 0
      ? 'validating'
      : !sending
        ? 'validated'
        : counts.successful > 0
          ? 'sending'
          : 'sent';
  const left = { validating: counts.loaded, validated: 0, sending: counts.successful, sent: 0 };
  return { phase, done: view.total - left[phase] };
}

/** Saves the batch and pushes its progress (without the rows) to the user's bulk room. */
function save(ctx: ProjectionContext, view: BulkBatchView, sending: boolean): void {
  const next = {
    ...view,
    counts: countsOf(view.rows),
    ...progressOf(view, sending),
    version: ctx.position,
  };
  ctx.put(BULK_BATCHES_COLLECTION, next.batchId, next);
  const { rows: _rows, ...progress } = next;
  ctx.notify(`bulk:${next.userId}`, 'bulk.progress', progress satisfies BulkProgress);
}

type RowChange = { row: number } & Partial<BulkRowView>;

/** Row changes, and whether the batch is sending now (by default: as its phase says). */
interface BatchPatch {
  changes: readonly RowChange[];
  sending?: boolean;
}

async function patch(
  ctx: ProjectionContext,
  batchId: string,
  { changes, sending }: BatchPatch,
): Promise<void> {
  const view = await ctx.get<BulkBatchView>(BULK_BATCHES_COLLECTION, batchId);
  if (!view) return;
  const rows = [...view.rows];
  for (const change of changes) {
    const current = rows[change.row - 1];
    if (current && current.status !== 'processed') rows[change.row - 1] = { ...current, ...change };
  }
  save(ctx, { ...view, rows }, sending ?? (view.phase === 'sending' || view.phase === 'sent'));
}

/**
 * bulk-batches.v1: one document per bulk batch (its rows, their statuses and issues, counts and
 * progress), pushed as `bulk.progress` to bulk:<userId> on every change, so a reloaded page
 * finds the batch where it stands.
 */
export const bulkBatchesProjection = defineProjection({
  name: 'bulk-batches.v1',
  collections: [BULK_BATCHES_COLLECTION_SPEC],
  ...handlersOf<BulkEvent>({
    'accreditation.BulkFileLoaded': ({ data }, ctx) => {
      const { rows, sha256: _sha, ...header } = data;
      const view: BulkBatchView = {
        ...header,
        phase: 'validating',
        total: rows.length,
        done: 0,
        counts: countsOf([]),
        rows: rows.map((r) => ({
          row: r.row,
          values: r.values,
          status: 'loaded',
          issues: [],
          personId: null,
          requestId: null,
          code: null,
        })),
        version: ctx.position,
      };
      save(ctx, view, false);
    },
    'accreditation.BulkRowsChecked': ({ data }, ctx) =>
      patch(ctx, data.batchId, { changes: data.rows }),
    'accreditation.BulkRowFixed': ({ data }, ctx) =>
      patch(ctx, data.batchId, {
        changes: [
          {
            row: data.row,
            values: data.values,
            status: 'loaded',
            issues: [],
            requestId: null,
            code: null,
          },
        ],
        sending: false,
      }),
    'accreditation.BulkSendStarted': ({ data }, ctx) =>
      patch(ctx, data.batchId, { changes: [], sending: true }),
    'accreditation.BulkRowsProcessed': ({ data }, ctx) =>
      patch(ctx, data.batchId, {
        changes: data.rows.map((r) => ({ ...r, status: 'processed' as const, issues: [] })),
        sending: true,
      }),
  }),
});
