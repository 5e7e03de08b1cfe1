import {
  type StoredEvent,
  type VehicleAccessChangedPayload,
  type VehicleRequestEvent,
  type VehicleRequestRow,
  type VehicleRequestStatus,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const VEHICLE_REQUESTS_COLLECTION = 'vehicle_requests_v1';

export type VehicleRequestView = DocOf<VehicleRequestRow>;

type Decision = { requestId: string; comment: string; decidedBy: string };

const own = ({ data }: { data: { requestId: string } }) => [
  [VEHICLE_REQUESTS_COLLECTION, data.requestId] as const,
];

/** Every index is led by the caller's scope (clientId, or clientId + submittedBy), as the person grid's. */
export const VEHICLE_REQUESTS_COLLECTION_SPEC: CollectionSpec = {
  name: VEHICLE_REQUESTS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'status', INSERTION_ORDER],
    ['clientId', 'submittedBy', INSERTION_ORDER],
    ['clientId', 'status', 'submittedAt'],
    ['clientId', 'code'],
    ['clientId', 'plate', INSERTION_ORDER],
    ['clientId', 'companyName', INSERTION_ORDER],
    ['clientId', 'submittedAt'],
  ],
  counters: [
    ['clientId', 'status'],
    ['clientId', 'submittedBy', 'status'],
  ],
};

/**
 * Writes the row and tells the client's vehicle queue and the applicant, and the client's access
 * room that the vehicle's accreditation may have moved (the vehicle access screen).
 */
function save(ctx: ProjectionContext, row: VehicleRequestView): void {
  ctx.put(VEHICLE_REQUESTS_COLLECTION, row.requestId, row);
  ctx.notify(`vehicle-queue:${row.clientId}`, 'vehicleRequest.changed', row);
  ctx.notify(`vehicle-requester:${row.submittedBy}`, 'vehicleRequest.changed', row);
  const access: VehicleAccessChangedPayload = { plate: row.plate, change: 'accreditation' };
  ctx.notify(`access-rules:${row.clientId}`, 'vehicleAccess.changed', access);
}

function decide(status: VehicleRequestStatus) {
  return async (event: StoredEvent<Decision>, ctx: ProjectionContext): Promise<void> => {
    const row = await ctx.get<VehicleRequestView>(
      VEHICLE_REQUESTS_COLLECTION,
      event.data.requestId,
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
 * vehicle-requests.v1: the vehicle requests grid (approver queue, applicant list). Status P on
 * submit and correction, A/O/R on decisions; submittedAt and decidedAt are the events' occurredAt.
 * A correction keeps the original applicant and time and clears the decision (its comment stays in
 * lastComment).
 */
export const vehicleRequestsProjection = defineProjection({
  name: 'vehicle-requests.v1',
  collections: [VEHICLE_REQUESTS_COLLECTION_SPEC],
  ...handlersOf<VehicleRequestEvent>(
    {
      'accreditation.VehicleRequestSubmitted': (event, ctx) => {
        save(ctx, {
          ...event.data,
          status: 'P',
          submittedAt: event.metadata.occurredAt,
          decidedBy: null,
          decidedAt: null,
          lastComment: '',
          version: ctx.position,
        });
      },
      'accreditation.VehicleRequestApproved': decide('A'),
      'accreditation.VehicleRequestObserved': decide('O'),
      'accreditation.VehicleRequestRejected': decide('R'),
      'accreditation.VehicleRequestCorrected': async ({ data }, ctx) => {
        const row = await ctx.get<VehicleRequestView>(VEHICLE_REQUESTS_COLLECTION, data.requestId);
        if (!row) return;
        const { startDate, endDate, observation } = data;
        save(ctx, {
          ...row,
          startDate,
          endDate,
          observation,
          status: 'P',
          decidedBy: null,
          decidedAt: null,
          version: ctx.position,
        });
      },
    },
    {
      'accreditation.VehicleRequestApproved': own,
      'accreditation.VehicleRequestObserved': own,
      'accreditation.VehicleRequestRejected': own,
      'accreditation.VehicleRequestCorrected': own,
    },
  ),
});
