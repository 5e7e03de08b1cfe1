import { hash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  ERRORS,
  STREAMS,
  translate,
  type Lang,
  type RequirementUpdateOutcome,
  type UpdateRequirementsBody,
} from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { CommandRunner, type StreamReader } from '../../../platform/commands/command-runner';
import { checkedPdf } from '../../../platform/files/attached-file';
import { PeopleScope } from '../../../administration/queries/people-scope/people-scope';
import { updateWorkerRequirement } from '../../domain/requirement-update.decider';
import {
  requirementTypesSpec,
  subjectDocumentsSpec,
  subjectOwner,
} from '../../requirements.streams';
import { requirementFileKey } from '../../facts/document-file';
import {
  UpdateRequirementsCommand,
  type UpdateRequirementsAnswer,
} from './update-requirements.command';

type StoredFile = { fileHash: string; fileName: string; size: number };

/**
 * Each worker is one command of its own (commandId derived from the update's and the worker's):
 * its documents stream appended at the revision it was read at, so a racing submission or review
 * re-decides instead of being lost, and a retry of the update answers each worker's stored result.
 * A refused worker does not stop the others; the update's record lists both.
 */
@CommandHandler(UpdateRequirementsCommand)
export class UpdateRequirementsHandler implements ICommandHandler<UpdateRequirementsCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
    private readonly people: PeopleScope,
  ) {}

  async execute({
    user,
    body,
    lang,
  }: UpdateRequirementsCommand): Promise<UpdateRequirementsAnswer> {
    const pdf = await checkedPdf(body.file.contentBase64);
    const fileHash = hash('sha256', pdf.bytes, 'hex');
    // content-addressed: a retry writes the same key
    await this.blobs.put(requirementFileKey(fileHash), pdf.bytes, pdf.contentType);
    const file = { fileHash, fileName: body.file.fileName, size: pdf.bytes.length };
    const results: RequirementUpdateOutcome[] = [];
    for (const personId of [...new Set(body.personIds)])
      results.push(await this.updateOne({ user, body, file, lang }, personId));
    const updateId = deterministicUuid('requirements.update', body.commandId);
    await this.record(user, body, { updateId, file, results });
    return { updateId, results };
  }

  private async updateOne(
    { user, body, file, lang }: UpdateContext,
    personId: string,
  ): Promise<RequirementUpdateOutcome> {
    const commandId = deterministicUuid('requirements.update-worker', body.commandId, personId);
    const docId = deterministicUuid('requirements.document', commandId);
    const { file: _bytes, personIds: _all, ...entered } = body;
    const payload = { ...entered, personId, fileHash: file.fileHash };
    try {
      await this.runner.run({ commandId, user, payload }, async (reader) => {
        const stream = STREAMS.requirementDocuments('P', personId, user.cid);
        const input = await this.inputOf(reader, { user, body }, personId);
        const documents = await reader.load(stream, subjectDocumentsSpec);
        const events = updateWorkerRequirement({ ...input, docId, file }, documents);
        return { id: docId, writes: [{ stream, events }] };
      });
      return { personId, updated: true, docId };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const message = translate(ERRORS[err.code].key, lang);
      return { personId, updated: false, code: err.code, message };
    }
  }

  private async inputOf(
    reader: StreamReader,
    { user, body }: Pick<UpdateContext, 'user' | 'body'>,
    personId: string,
  ) {
    const owner = subjectOwner({ entity: 'P', id: personId });
    const { companyId } = await reader.load(owner.stream, owner.spec);
    const { types } = await reader.load(STREAMS.requirementTypes(), requirementTypesSpec);
    return {
      personId,
      clientId: user.cid,
      companyIds: body.companyIds,
      workerCompanyId: companyId,
      actorCompanyId: user.coid,
      inReach: companyId !== null && (await this.people.reaches(user, companyId)),
      type: types[body.typeCode] ?? null,
      issuedOn: body.issuedOn,
      expiresOn: body.expiresOn,
      approvedBy: user.sub,
    };
  }

  /** The update's record (requirements.update-<updateId>), written once: a retry answers it. */
  private async record(
    user: AuthUser,
    body: UpdateRequirementsBody,
    done: { updateId: string; file: StoredFile; results: RequirementUpdateOutcome[] },
  ): Promise<void> {
    const { file: _bytes, ...payload } = body;
    const { updateId } = done;
    const data = updatedData(user, body, done);
    const stream = STREAMS.requirementUpdate(updateId);
    await this.runner.run({ commandId: body.commandId, user, payload }, () =>
      Promise.resolve({
        id: updateId,
        writes: [{ stream, events: [{ type: 'requirements.RequirementsUpdated' as const, data }] }],
      }),
    );
  }
}

/** One update: who, what was entered, the stored file and the caller's language (for refusals). */
interface UpdateContext {
  user: AuthUser;
  body: UpdateRequirementsBody;
  file: StoredFile;
  lang: Lang;
}

/** The RequirementsUpdated record: what was entered, the file, and each worker's outcome. */
function updatedData(
  user: AuthUser,
  body: UpdateRequirementsBody,
  {
    updateId,
    file,
    results,
  }: { updateId: string; file: StoredFile; results: RequirementUpdateOutcome[] },
) {
  return {
    updateId,
    clientId: user.cid,
    typeCode: body.typeCode,
    companyIds: body.companyIds,
    issuedOn: body.issuedOn,
    expiresOn: body.expiresOn,
    startDate: body.startDate,
    endDate: body.endDate,
    fileHash: file.fileHash,
    fileName: file.fileName,
    approvedBy: user.sub,
    updated: results.flatMap((r) => (r.updated ? [{ personId: r.personId, docId: r.docId }] : [])),
    refused: results.flatMap((r) => (r.updated ? [] : [{ personId: r.personId, code: r.code }])),
  };
}
