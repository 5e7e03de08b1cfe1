import type {
  RequirementDocumentApproved,
  RequirementDocumentEvent,
  RequirementDocumentRejected,
  RequirementDocumentRow,
  RequirementDocumentStatus,
  RequirementExpiryNoticeSent,
  RequirementStatusRow,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf, type HandlerMap, type StoredOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';
import {
  DIRECTORY_HANDLERS,
  type DirectoryEvent,
  REQUIREMENT_SUBJECTS_COLLECTION,
  subjectCard,
  typeDescription,
  userName,
} from './requirement-subjects';
import { MISSING_HANDLERS, type MissingEvent } from './requirement-missing';

export const REQUIREMENT_STATUS_COLLECTION = 'requirement_status_v1';
export const REQUIREMENT_DOCUMENTS_COLLECTION = 'requirement_documents_v1';
export type RequirementStatusView = DocOf<RequirementStatusRow>;
export type RequirementDocumentView = DocOf<RequirementDocumentRow>;

/** Every report read is scoped by client (and a contractor's by company too). */
export const REQUIREMENT_STATUS_COLLECTION_SPEC: CollectionSpec = {
  name: REQUIREMENT_STATUS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'companyId', INSERTION_ORDER],
    ['clientId', 'status', 'expiresOn'],
    ['clientId', 'expiresOn'],
    ['clientId', 'subjectName', INSERTION_ORDER],
    ['clientId', 'companyName', INSERTION_ORDER],
    ['clientId', 'typeCode', INSERTION_ORDER],
  ],
  counters: [['clientId', 'status']],
};
export const REQUIREMENT_DOCUMENTS_COLLECTION_SPEC: CollectionSpec = {
  name: REQUIREMENT_DOCUMENTS_COLLECTION,
  indexes: [['subjectEntity', 'subjectId', 'clientId', 'submittedAt']],
};

/** The status row of a subject × client × type. */
export const statusKey = (
  row: Pick<RequirementDocumentRow, 'subjectEntity' | 'subjectId' | 'clientId' | 'typeCode'>,
) => `${row.subjectEntity}:${row.subjectId}:${row.clientId}:${row.typeCode}`;

async function saveStatus(ctx: ProjectionContext, doc: RequirementDocumentView): Promise<void> {
  const card = await subjectCard(ctx, doc.subjectEntity, doc.subjectId);
  const row: RequirementStatusView = {
    subjectEntity: doc.subjectEntity,
    subjectId: doc.subjectId,
    subjectName: card.name,
    companyId: doc.companyId,
    companyName: card.companyName,
    clientId: doc.clientId,
    typeCode: doc.typeCode,
    typeDescription: await typeDescription(ctx, doc.typeCode),
    docId: doc.docId,
    status: doc.status,
    issuedOn: doc.issuedOn,
    expiresOn: doc.expiresOn,
    expiryMonth: doc.expiresOn.slice(0, 7),
    reviewedBy: doc.reviewedBy,
    reviewerName: doc.reviewedBy === null ? null : await userName(ctx, doc.reviewedBy),
    rejectReason: doc.rejectReason,
    submittedAt: doc.submittedAt,
    ...(doc.noticeSentOn ? { noticeSentOn: doc.noticeSentOn } : {}),
    version: ctx.position,
  };
  ctx.put(REQUIREMENT_STATUS_COLLECTION, statusKey(doc), row);
  ctx.notify(`requirements:${doc.clientId}`, 'requirement.changed', row);
}

function review(status: RequirementDocumentStatus) {
  return async (
    event: StoredOf<RequirementDocumentApproved | RequirementDocumentRejected>,
    ctx: ProjectionContext,
  ): Promise<void> => {
    const doc = await ctx.get<RequirementDocumentView>(
      REQUIREMENT_DOCUMENTS_COLLECTION,
      event.data.docId,
    );
    if (!doc) return;
    const reviewed: RequirementDocumentView = {
      ...doc,
      status,
      reviewedBy: event.data.reviewedBy,
      reviewedAt: event.metadata.occurredAt,
      rejectReason: 'reason' in event.data ? event.data.reason : null,
      version: ctx.position,
    };
    ctx.put(REQUIREMENT_DOCUMENTS_COLLECTION, doc.docId, reviewed);
    const current = await ctx.get<RequirementStatusView>(
      REQUIREMENT_STATUS_COLLECTION,
      statusKey(doc),
    );
    if (current?.docId === doc.docId) await saveStatus(ctx, reviewed);
  };
}

/** The expiry notice went out: the document and, while it is the current one, the report row say so. */
async function noticeSent(
  event: StoredOf<RequirementExpiryNoticeSent>,
  ctx: ProjectionContext,
): Promise<void> {
  const doc = await ctx.get<RequirementDocumentView>(
    REQUIREMENT_DOCUMENTS_COLLECTION,
    event.data.docId,
  );
  if (!doc) return;
  const noticed = { ...doc, noticeSentOn: event.data.sentOn, version: ctx.position };
  ctx.put(REQUIREMENT_DOCUMENTS_COLLECTION, doc.docId, noticed);
  const current = await ctx.get<RequirementStatusView>(
    REQUIREMENT_STATUS_COLLECTION,
    statusKey(doc),
  );
  if (current?.docId === doc.docId) await saveStatus(ctx, noticed);
}

const DOCUMENT_HANDLERS: HandlerMap<RequirementDocumentEvent> = {
  'requirements.RequirementDocumentSubmitted': async ({ data, metadata }, ctx) => {
    const card = await subjectCard(ctx, data.subject.entity, data.subject.id);
    const doc: RequirementDocumentView = {
      docId: data.docId,
      subjectEntity: data.subject.entity,
      subjectId: data.subject.id,
      clientId: data.clientId,
      companyId: card.companyId,
      typeCode: data.typeCode,
      status: 'pending',
      issuedOn: data.issuedOn,
      expiresOn: data.expiresOn,
      fileHash: data.fileHash,
      fileName: data.fileName,
      size: data.size,
      submittedBy: data.submittedBy,
      submittedAt: metadata.occurredAt,
      reviewedBy: null,
      reviewedAt: null,
      rejectReason: null,
      version: ctx.position,
    };
    ctx.put(REQUIREMENT_DOCUMENTS_COLLECTION, doc.docId, doc);
    await saveStatus(ctx, doc);
  },
  'requirements.RequirementDocumentApproved': review('approved'),
  'requirements.RequirementDocumentRejected': review('rejected'),
};

/**
 * requirement-status.v1: per subject × client × type the latest document and its state (the
 * requirement report), a `missing` row for each type that applies to an accredited person without
 * a document (requirement-missing), every document kept (a subject's history), told live to the client's
 * room requirements:<clientId>.
 */
export const requirementStatusProjection = defineProjection({
  name: 'requirement-status.v1',
  collections: [
    REQUIREMENT_STATUS_COLLECTION_SPEC,
    REQUIREMENT_DOCUMENTS_COLLECTION_SPEC,
    { name: REQUIREMENT_SUBJECTS_COLLECTION, indexes: [] },
  ],
  ...handlersOf<
    DirectoryEvent | RequirementDocumentEvent | MissingEvent | RequirementExpiryNoticeSent
  >({
    ...DIRECTORY_HANDLERS,
    ...DOCUMENT_HANDLERS,
    ...MISSING_HANDLERS,
    'requirements.RequirementExpiryNoticeSent': noticeSent,
  }),
});
