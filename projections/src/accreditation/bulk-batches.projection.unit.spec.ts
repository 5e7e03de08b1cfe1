import {
  bulkFileLoaded,
  bulkRowsChecked,
  bulkRowsProcessed,
  bulkSendStarted,
  projectionSpec,
} from '@faena/test-kit';
import { BULK_BATCHES_COLLECTION, bulkBatchesProjection } from './bulk-batches.projection';

const spec = projectionSpec(bulkBatchesProjection);
const observed = {
  row: 2,
  status: 'observed' as const,
  issues: [{ field: 'endDate', message: 'x' }],
};

describe('bulk-batches.v1', () => {
  it('writes a loaded batch: every row loaded, nothing done yet', () =>
    spec.given([bulkFileLoaded(2)]).thenDocument(
      BULK_BATCHES_COLLECTION,
      'BULK-1',
      expect.objectContaining({
        phase: 'validating',
        total: 2,
        done: 0,
        counts: { loaded: 2, observed: 0, successful: 0, processed: 0 },
      }),
    ));

  it('counts the checked rows as done and keeps the issues on the row', () =>
    spec.given([bulkFileLoaded(3), bulkRowsChecked([{ row: 1 }, observed])]).thenDocument(
      BULK_BATCHES_COLLECTION,
      'BULK-1',
      expect.objectContaining({
        phase: 'validating',
        done: 2,
        counts: { loaded: 1, observed: 1, successful: 1, processed: 0 },
        rows: expect.arrayContaining([
          expect.objectContaining({ row: 2, status: 'observed', issues: observed.issues }),
        ]),
      }),
    ));

  it('is sent once every successful row is processed, each with its request code', () =>
    spec
      .given([
        bulkFileLoaded(2),
        bulkRowsChecked([{ row: 1 }, observed]),
        bulkSendStarted(),
        bulkRowsProcessed([1]),
      ])
      .thenDocument(
        BULK_BATCHES_COLLECTION,
        'BULK-1',
        expect.objectContaining({
          phase: 'sent',
          done: 2,
          counts: { loaded: 0, observed: 1, successful: 0, processed: 1 },
          rows: expect.arrayContaining([
            expect.objectContaining({ row: 1, status: 'processed', code: 'SOL-1' }),
          ]),
        }),
      ));

  it("pushes the progress, without the rows, to the uploader's bulk room", () =>
    spec.given([bulkFileLoaded(2)]).thenNotices([
      {
        room: 'bulk:SOLICITANTE',
        kind: 'bulk.progress',
        position: 1,
        payload: expect.not.objectContaining({ rows: expect.anything() }),
      },
    ]));

  it('rebuilds to the same documents', () =>
    spec
      .given([bulkFileLoaded(2), bulkRowsChecked([{ row: 1 }, observed]), bulkSendStarted()])
      .thenSameOnReplay());
});
