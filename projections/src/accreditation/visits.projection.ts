import type { StoredEvent, VisitEvent, VisitRow, VisitStatus } from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const VISITS_COLLECTION = 'visits_v1';

export type VisitView = DocOf<VisitRow>;

type Decision = { visitId: string; comment: string; decidedBy: string };

const own = ({ data }: { data: { visitId: string } }) => [
  [VISITS_COLLECTION, data.visitId] as const,
];

/** Every grid read filters by clientId (and requestedBy for a requester), so indexes lead with it. */
export const VISITS_COLLECTION_SPEC: CollectionSpec = {
  name: VISITS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'status', INSERTION_ORDER],
    ['clientId', 'requestedBy', INSERTION_ORDER],
    ['clientId', 'status', 'requestedAt'],
    ['clientId', 'code'],
    ['clientId', 'hostName', INSERTION_ORDER],
    ['clientId', 'startDate', INSERTION_ORDER],
    ['clientId', 'endDate', INSERTION_ORDER],
    ['clientId', 'requestedAt'],
    ['clientId', 'decidedAt', INSERTION_ORDER],
  ],
  counters: [
    ['clientId', 'status'],
    ['clientId', 'requestedBy', 'status'],
  ],
};

/** Writes the row and tells the client's visit queue and the requester. */
function save(ctx: ProjectionContext, row: VisitView): void {
  ctx.put(VISITS_COLLECTION, row.visitId, row);
  ctx.notify(`visit-queue:${row.clientId}`, 'visit.changed', row);
  ctx.notify(`visit-requester:${row.requestedBy}`, 'visit.changed', row);
}

function decide(status: VisitStatus) {
  return async (event: StoredEvent<Decision>, ctx: ProjectionContext): Promise<void> => {
    const row = await ctx.get<VisitView>(VISITS_COLLECTION, event.data.visitId);
    if (!row) return;
    save(ctx, {
      ...row,
      status,
      decidedBy: event.data.decidedBy,
      decidedAt: event.metadata.occurredAt,
      lastComment: event.data.comment,
      version: ctx.position,
    });
  };
}

/** visits.v1: the visits grid (approver queue, requester list); P on request and on a correction, A/O/R on decisions. */
export const visitsProjection = defineProjection({
  name: 'visits.v1',
  collections: [VISITS_COLLECTION_SPEC],
  ...handlersOf<VisitEvent>(
    {
      'accreditation.VisitRequested': ({ data, metadata }, ctx) => {
        save(ctx, {
          ...data,
          visitors: [...data.visitors],
          zoneIds: [...data.zoneIds],
          visitorCount: data.visitors.length,
          status: 'P',
          requestedAt: metadata.occurredAt,
          decidedBy: null,
          decidedAt: null,
          lastComment: '',
          version: ctx.position,
        });
      },
      'accreditation.VisitApproved': decide('A'),
      'accreditation.VisitObserved': decide('O'),
      'accreditation.VisitRejected': decide('R'),
      'accreditation.VisitCorrected': async ({ data }, ctx) => {
        const row = await ctx.get<VisitView>(VISITS_COLLECTION, data.visitId);
        if (!row) return;
        const { zoneIds, startDate, endDate, observation } = data;
        // back in the queue as Pendiente; the last comment (what was observed) stays shown
        save(ctx, {
          ...row,
          zoneIds: [...zoneIds],
          startDate,
          endDate,
          observation,
          status: 'P',
          version: ctx.position,
        });
      },
    },
    {
      'accreditation.VisitApproved': own,
      'accreditation.VisitObserved': own,
      'accreditation.VisitRejected': own,
      'accreditation.VisitCorrected': own,
    },
  ),
});
