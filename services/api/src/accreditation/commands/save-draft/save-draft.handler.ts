import { present } from '@faena/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type SaveDraftBody } from '@faena/contracts';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { contractFactsSpec, personFactsSpec, requestSpec } from '../../accreditation.streams';
import { personNameOf } from '../../domain/master-data';
import { saveDraft } from '../../domain/request.decider';
import type { CommandAnswer } from '../command-answer';
import { pickedFactsFor } from '../request-field-facts';
import { requestCodeOf, requestIdFor } from '../submit-request/submit-request.handler';
import { submitterOf } from '../submit-request/submitter';
import { SaveDraftCommand } from './save-draft.command';

/** Only the request's own stream: a draft holds neither the person's slot nor a quota slot. */
@CommandHandler(SaveDraftCommand)
export class SaveDraftHandler implements ICommandHandler<SaveDraftCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: SaveDraftCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader) =>
      plan(reader, user, body),
    );
  }
}

async function plan(reader: StreamReader, user: AuthUser, body: SaveDraftBody): Promise<Planned> {
  const requestId = body.requestId ?? requestIdFor(body.commandId);
  const person = await reader.load(STREAMS.person(body.personId), personFactsSpec);
  const contract = await reader.load(STREAMS.contract(body.contractId), contractFactsSpec);
  const submitter = await submitterOf(reader, user);
  const requestStream = STREAMS.request(requestId);
  const input = {
    requestId,
    code: requestCodeOf(requestId),
    submitter,
    person: person && { ...person, personName: personNameOf(person) },
    contract,
    body,
    picked: await pickedFactsFor(reader, user.cid, body),
    fromDraft: body.requestId !== undefined,
  };
  const saved = saveDraft(input, await reader.load(requestStream, requestSpec));
  return {
    id: requestId,
    extra: { code: present(saved[0], 'the saved draft event').data.code },
    writes: [{ stream: requestStream, events: saved }],
  };
}
