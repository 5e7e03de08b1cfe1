import {
  type HistoryEntry,
  type RequestAttachment,
  type QuotaExceededAccepted,
  type RequestData,
  type RequestEvent,
  type RequestRow,
  type RequestStatus,
  type StoredEvent,
  type UserRegistered,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';
import { freshRow } from './request-row';
import { keepUserName, REQUEST_USER_NAMES_SPEC, withUserName } from './request-user-names';

/**
 * v2: rows carry their attachments; v3: the place, profile, organisational unit, cost center,
 * position and function (a rebuild from the log fills them, empty for requests stored before).
 */
export const REQUESTS_COLLECTION = 'requests_v3';

export type RequestView = DocOf<RequestRow>;

type Decision = { requestId: string; comment: string; decidedBy: string };

const own = ({ data }: { data: { requestId: string } }) => [
  [REQUESTS_COLLECTION, data.requestId] as const,
];

/**
 * The requests grid always filters by the caller's scope (clientId, or clientId + submittedBy),
 * so every index is led by it: then the equality filters (status, companyId), then the sort key,
 * then insertion order where the sort key has many ties (the grid's tie-breaker: no block sort).
 * A sort by a header (code, person, company, contract, submitted) over the whole scope walks the
 * client's rows in that order. Counters (ADR 0005) answer the totals of the usual shapes.
 */
export const REQUESTS_COLLECTION_SPEC: CollectionSpec = {
  name: REQUESTS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'status', INSERTION_ORDER],
    ['clientId', 'submittedBy', INSERTION_ORDER],
    ['clientId', 'status', 'submittedAt'],
    ['clientId', 'status', 'personName', INSERTION_ORDER],
    ['clientId', 'status', 'startDate', INSERTION_ORDER],
    ['clientId', 'companyId', 'status', 'submittedAt'],
    ['clientId', 'code'],
    ['clientId', 'personName', INSERTION_ORDER],
    ['clientId', 'companyName', INSERTION_ORDER],
    ['clientId', 'contractCode', INSERTION_ORDER],
    ['clientId', 'submittedAt'],
  ],
  counters: [
    ['clientId', 'status', 'startDate'],
    ['clientId', 'submittedBy', 'status'],
    ['clientId', 'companyId', 'status'],
  ],
  // the global search: by code
  search: ['code'],
};

/** The timeline entry of an event: who (user, profile), when (occurredAt) and what (payload). */
export function historyEntryOf(event: StoredEvent): HistoryEntry {
  return {
    position: event.position,
    revision: event.revision,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    userId: event.metadata.userId,
    profileId: event.metadata.profileId,
    data: event.data as Record<string, unknown>,
  };
}

/**
 * Writes the row and tells the client's queue, the requester and the request's timeline (its
 * entry with the author's full name, as the history answer has it).
 */
async function save(ctx: ProjectionContext, row: RequestView, event: StoredEvent): Promise<void> {
  ctx.put(REQUESTS_COLLECTION, row.requestId, row);
  ctx.notify(`queue:${row.clientId}`, 'request.changed', row);
  ctx.notify(`requester:${row.submittedBy}`, 'request.changed', row);
  const entry = await withUserName(ctx, historyEntryOf(event));
  ctx.notify(`request:${row.requestId}`, 'request.event', entry);
}

/** A draft saved again, or sent: the row is rewritten from the event and keeps its attachments. */
function fresh(status: 'I' | 'P') {
  return async (event: StoredEvent<RequestData>, ctx: ProjectionContext): Promise<void> => {
    const before = await ctx.get<RequestView>(REQUESTS_COLLECTION, event.data.requestId);
    await save(ctx, freshRow(event, { status, before }, ctx.position), event);
  };
}

/** An attachment added or removed: the row's list changes, nothing else. */
function attachments(
  change: (list: RequestAttachment[], data: AttachmentData) => RequestAttachment[],
) {
  return async (event: StoredEvent<AttachmentData>, ctx: ProjectionContext): Promise<void> => {
    const row = await ctx.get<RequestView>(REQUESTS_COLLECTION, event.data.requestId);
    if (!row) return;
    await save(
      ctx,
      { ...row, attachments: change(row.attachments, event.data), version: ctx.position },
      event,
    );
  };
}
type AttachmentData = { requestId: string; attachmentId: string; fileName: string; size?: number };

function decide(status: RequestStatus) {
  return async (event: StoredEvent<Decision>, ctx: ProjectionContext): Promise<void> => {
    const row = await ctx.get<RequestView>(REQUESTS_COLLECTION, event.data.requestId);
    if (!row) return;
    const next: RequestView = {
      ...row,
      status,
      decidedBy: event.data.decidedBy,
      decidedAt: event.metadata.occurredAt,
      lastComment: event.data.comment,
      version: ctx.position,
    };
    await save(ctx, next, event);
  };
}

/**
 * requests.v3: the requests grid (approver queue, requester list). Status I for a draft, P on
 * submit and resubmit, A/O/R on decisions, E when the applicant removes it; submittedAt and decidedAt are the events' occurredAt. A
 * resubmission keeps the original requester and submission time (the timeline shows who
 * corrected it) and clears the decision, keeping its comment in lastComment. The row lists the
 * request's attachments (id, file name, size) in the order they were added, and overEndowment
 * when it was accepted over its contract's endowment (QuotaExceededAccepted, 'warn' policy).
 */
export const requestsProjection = defineProjection({
  name: 'requests.v3',
  collections: [REQUESTS_COLLECTION_SPEC, REQUEST_USER_NAMES_SPEC],
  ...handlersOf<RequestEvent | QuotaExceededAccepted | UserRegistered>(
    {
      'accreditation.RequestDraftSaved': fresh('I'),
      'accreditation.RequestSubmitted': fresh('P'),
      'accreditation.RequestApproved': decide('A'),
      'accreditation.RequestObserved': decide('O'),
      'accreditation.RequestRejected': decide('R'),
      'accreditation.RequestResubmitted': async (event, ctx) => {
        const { data } = event;
        const row = await ctx.get<RequestView>(REQUESTS_COLLECTION, data.requestId);
        if (!row) return;
        const next: RequestView = {
          ...row,
          startDate: data.startDate,
          endDate: data.endDate,
          reason: data.reason,
          observation: data.observation,
          status: 'P',
          decidedBy: null,
          decidedAt: null,
          version: ctx.position,
        };
        await save(ctx, next, event);
      },
      'accreditation.RequestRemoved': async (event, ctx) => {
        const row = await ctx.get<RequestView>(REQUESTS_COLLECTION, event.data.requestId);
        if (!row) return;
        await save(ctx, { ...row, status: 'E', version: ctx.position }, event);
      },
      'accreditation.RequestAttachmentAdded': attachments(
        (list, { attachmentId, fileName, size = 0 }) => [...list, { attachmentId, fileName, size }],
      ),
      'accreditation.RequestAttachmentRemoved': attachments((list, { attachmentId }) =>
        list.filter((a) => a.attachmentId !== attachmentId),
      ),
      'identity.UserRegistered': keepUserName,
      'accreditation.QuotaExceededAccepted': async (event, ctx) => {
        const row = await ctx.get<RequestView>(REQUESTS_COLLECTION, event.data.requestId);
        if (!row) return;
        await save(ctx, { ...row, overEndowment: true, version: ctx.position }, event);
      },
    },
    {
      'accreditation.RequestDraftSaved': own,
      'accreditation.RequestSubmitted': own,
      'accreditation.RequestApproved': own,
      'accreditation.RequestObserved': own,
      'accreditation.RequestRejected': own,
      'accreditation.RequestResubmitted': own,
      'accreditation.RequestRemoved': own,
      'accreditation.RequestAttachmentAdded': own,
      'accreditation.RequestAttachmentRemoved': own,
      'accreditation.QuotaExceededAccepted': own,
    },
  ),
});
