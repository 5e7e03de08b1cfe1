import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RequirementDocumentRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  inRequirementScope,
  REQUIREMENT_DOCUMENTS_COLLECTION,
  type RequirementDocumentDoc,
} from '../../requirements.read-models';
import { SubjectDocumentsQuery } from './subject-documents.query';

const HISTORY_LIMIT = 500;
const newestFirst = (a: RequirementDocumentRow, b: RequirementDocumentRow) =>
  b.submittedAt.localeCompare(a.submittedAt) || b.version - a.version;

/** A contractor reads only the documents of its company's subjects; others their client's. */
@QueryHandler(SubjectDocumentsQuery)
export class SubjectDocumentsHandler implements IQueryHandler<SubjectDocumentsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    subject,
    afterPosition,
  }: SubjectDocumentsQuery): Promise<RequirementDocumentRow[]> {
    await this.waiter.waitFor(afterPosition);
    const rows = await this.readStore.find<RequirementDocumentDoc>(
      REQUIREMENT_DOCUMENTS_COLLECTION,
      { subjectEntity: subject.entity, subjectId: subject.id, clientId: user.cid },
      HISTORY_LIMIT,
    );
    return rows.filter((row) => inRequirementScope(user, row)).sort(newestFirst);
  }
}
