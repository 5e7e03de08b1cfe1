import {
  DemobilizationRequestedDataSchema,
  type CascadeEvent,
  type DemobilizationEvent,
  type DemobilizationRow,
  type DemobilizationStatus,
  type StoredEvent,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const DEMOBILIZATIONS_COLLECTION = 'demobilizations_v1';

export type DemobilizationView = DocOf<DemobilizationRow>;

type Decision = { demobilizationId: string; comment: string; decidedBy: string };

const own = ({ data }: { data: { demobilizationId: string } }) => [
  [DEMOBILIZATIONS_COLLECTION, data.demobilizationId] as const,
];

/**
 * The grid always filters by the caller's scope (clientId, or clientId + requestedBy), so every
 * index is led by clientId: then the equality filters (status, companyId), then the sort key, then
 * insertion order where the sort key has many ties. Counters (ADR 0005) answer the usual totals.
 */
export const DEMOBILIZATIONS_COLLECTION_SPEC: CollectionSpec = {
  name: DEMOBILIZATIONS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'status', INSERTION_ORDER],
    ['clientId', 'requestedBy', INSERTION_ORDER],
    ['clientId', 'status', 'requestedAt'],
    ['clientId', 'status', 'cessationDate', INSERTION_ORDER],
    ['clientId', 'companyId', 'status', 'requestedAt'],
    ['clientId', 'code'],
    ['clientId', 'personName', INSERTION_ORDER],
    ['clientId', 'companyName', INSERTION_ORDER],
    ['clientId', 'requestedAt'],
  ],
  counters: [
    ['clientId', 'status'],
    ['clientId', 'requestedBy', 'status'],
  ],
};

/** Writes the row and tells the client's demobilization queue and the requester. */
function save(ctx: ProjectionContext, row: DemobilizationView): void {
  ctx.put(DEMOBILIZATIONS_COLLECTION, row.demobilizationId, row);
  ctx.notify(`demob-queue:${row.clientId}`, 'demobilization.changed', row);
  ctx.notify(`demob-requester:${row.requestedBy}`, 'demobilization.changed', row);
}

function decide(status: DemobilizationStatus) {
  return async (event: StoredEvent<Decision>, ctx: ProjectionContext): Promise<void> => {
    const row = await ctx.get<DemobilizationView>(
      DEMOBILIZATIONS_COLLECTION,
      event.data.demobilizationId,
    );
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

/**
 * demobilizations.v1: the demobilizations grid (approver queue, requester list). Status P on
 * registration and correction, A/O/R on decisions; requestedAt and decidedAt are the events'
 * occurredAt. A correction keeps the original requester and time and clears the decision, keeping
 * its comment in lastComment.
 */
export const demobilizationsProjection = defineProjection({
  name: 'demobilizations.v1',
  collections: [DEMOBILIZATIONS_COLLECTION_SPEC],
  ...handlersOf<DemobilizationEvent | CascadeEvent>(
    {
      'accreditation.DemobilizationRequested': (event, ctx) => {
        const row: DemobilizationView = {
          ...DemobilizationRequestedDataSchema.parse(event.data),
          status: 'P',
          requestedAt: event.metadata.occurredAt,
          decidedBy: null,
          decidedAt: null,
          lastComment: '',
          version: ctx.position,
        };
        save(ctx, row);
      },
      'accreditation.DemobilizationApproved': decide('A'),
      'accreditation.DemobilizationObserved': decide('O'),
      'accreditation.DemobilizationRejected': decide('R'),
      'accreditation.DemobilizationResubmitted': async ({ data }, ctx) => {
        const row = await ctx.get<DemobilizationView>(
          DEMOBILIZATIONS_COLLECTION,
          data.demobilizationId,
        );
        if (!row) return;
        const { cessationReason, cessationDate, observation } = data;
        save(ctx, {
          ...row,
          cessationReason,
          cessationDate,
          observation,
          status: 'P',
          decidedBy: null,
          decidedAt: null,
          version: ctx.position,
        });
      },
      // issue 19: what the cascade of the approval released, for the approver's list
      'accreditation.HoldingReleased': async ({ data }, ctx) => {
        const row = await ctx.get<DemobilizationView>(
          DEMOBILIZATIONS_COLLECTION,
          data.demobilizationId,
        );
        if (!row || (row.released ?? []).some((r) => r.kind === data.kind && r.ref === data.ref))
          return;
        const { kind, ref, label, from, to } = data;
        const released = [...(row.released ?? []), { kind, ref, label, from, to }];
        save(ctx, { ...row, released, version: ctx.position });
      },
      'accreditation.DemobilizationCascadeCompleted': async ({ data }, ctx) => {
        const row = await ctx.get<DemobilizationView>(
          DEMOBILIZATIONS_COLLECTION,
          data.demobilizationId,
        );
        if (!row) return;
        save(ctx, {
          ...row,
          released: row.released ?? [],
          cascadeDone: true,
          version: ctx.position,
        });
      },
    },
    {
      'accreditation.DemobilizationApproved': own,
      'accreditation.HoldingReleased': own,
      'accreditation.DemobilizationCascadeCompleted': own,
      'accreditation.DemobilizationObserved': own,
      'accreditation.DemobilizationRejected': own,
      'accreditation.DemobilizationResubmitted': own,
    },
  ),
});
