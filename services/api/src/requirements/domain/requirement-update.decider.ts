import { DomainError, type RequirementDocumentEvent } from '@faena/contracts';
import type { TypeFact } from '../facts/compliance';
import { submitDocument, type SubjectDocuments } from './requirement-documents.decider';

/** One worker of a requirements update (spec §3): what was entered once, and the worker's facts. */
export interface WorkerUpdateInput {
  docId: string;
  personId: string;
  clientId: string;
  /** the companies picked: the worker must belong to one of them */
  companyIds: ReadonlyArray<string>;
  /** the worker's company as administration has it; null when the person does not exist */
  workerCompanyId: string | null;
  /** the caller's company when a contractor: only its own workers */
  actorCompanyId: string | null;
  /** whether the caller's client reaches the worker's company (administration's people scope) */
  inReach: boolean;
  type: TypeFact | null;
  issuedOn: string;
  expiresOn: string;
  file: { fileHash: string; fileName: string; size: number };
  /** the approving user: the caller, who holds requirements.review */
  approvedBy: string;
}

/** The update as a single submission of the worker's document, by the approving user. */
const submissionOf = (input: WorkerUpdateInput, workerCompanyId: string | null) => ({
  docId: input.docId,
  subject: { entity: 'P' as const, id: input.personId },
  clientId: input.clientId,
  subjectCompanyId: workerCompanyId,
  submitterCompanyId: input.actorCompanyId,
  type: input.type,
  issuedOn: input.issuedOn,
  expiresOn: input.expiresOn,
  file: input.file,
  submittedBy: input.approvedBy,
});

/**
 * The worker's new document of the requirement, approved at once by the approving user: it
 * replaces the current one (kept in the stream, history) and answers the same refusals as a
 * single submission (unknown person, another company's, unknown, inactive or non-person type,
 * expiry before the document date), and a worker outside the picked companies.
 */
export function updateWorkerRequirement(
  input: WorkerUpdateInput,
  state: SubjectDocuments,
): RequirementDocumentEvent[] {
  // a worker of a company the caller's client does not reach is as unknown, as in the people reads
  const workerCompanyId = input.inReach ? input.workerCompanyId : null;
  if (workerCompanyId !== null && !input.companyIds.includes(workerCompanyId))
    throw new DomainError('requirements.notInCompanies');
  const subject = { entity: 'P' as const, id: input.personId };
  const submitted = submitDocument(submissionOf(input, workerCompanyId), state);
  const approved: RequirementDocumentEvent = {
    type: 'requirements.RequirementDocumentApproved',
    data: {
      docId: input.docId,
      subject,
      typeCode: input.type?.code ?? '',
      reviewedBy: input.approvedBy,
    },
  };
  return [...submitted, approved];
}
