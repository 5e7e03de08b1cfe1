import { present } from '@faena/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  STREAMS,
  type RemoveRequestsBody,
  type RemoveRequestsResult,
} from '@faena/contracts';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { requestSpec } from '../../accreditation.streams';
import { removeRequest } from '../../domain/request.decider';
import type { CommandAnswer } from '../command-answer';
import { releaseSlots, type Write } from '../release-slots';
import { RemoveRequestsCommand } from './remove-requests.command';

/**
 * One request: removed, or refused with its own reason ('Solicitud enviada, no se puede
 * eliminar.' once attended). Many (bulk): the removable ones are removed in one atomic append and
 * the answer lists the others; when none can go, the spec's 'Las solicitudes enviadas no pueden
 * ser eliminadas'. Every removal gives back the person's slot and the contract's quota slot.
 */
@CommandHandler(RemoveRequestsCommand)
export class RemoveRequestsHandler implements ICommandHandler<RemoveRequestsCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: RemoveRequestsCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader) =>
      plan(reader, user, body),
    );
  }
}

async function plan(
  reader: StreamReader,
  user: AuthUser,
  body: RemoveRequestsBody,
): Promise<Planned> {
  const input = { clientId: user.cid, userId: user.sub, companyId: user.coid };
  const writes: Write[] = [];
  const outcome: RemoveRequestsResult = { removed: [], notRemoved: [] };
  const refusals: DomainError[] = [];
  for (const requestId of body.requestIds) {
    const stream = STREAMS.request(requestId);
    const request = await reader.load(stream, requestSpec);
    try {
      const removed = removeRequest(input, request);
      outcome.removed.push(requestId);
      if (removed.length === 0 || request.status === null) continue;
      writes.push({ stream, events: removed }, ...(await releaseSlots(reader, request)));
    } catch (err) {
      if (!(err instanceof DomainError) || body.requestIds.length === 1) throw err;
      refusals.push(err);
      outcome.notRemoved.push({ requestId, code: request.status === null ? '' : request.code });
    }
  }
  if (outcome.removed.length === 0) throw noneRemoved(refusals);
  return {
    id: present(body.requestIds[0], 'the first request id'),
    writes: oneWritePerStream(writes),
    extra: outcome,
  };
}

/**
 * Requests of one contract release slots of one quota stream: their events go in one write, in
 * order, at the revision the reader saw (each release checks only its own request's slot).
 */
function oneWritePerStream(writes: Write[]): Write[] {
  const byStream = new Map<string, Write>();
  for (const { stream, events } of writes) {
    const write = byStream.get(stream);
    if (write) write.events.push(...events);
    else byStream.set(stream, { stream, events: [...events] });
  }
  return [...byStream.values()];
}

/** Every selected request was refused: attended ones say so in the spec's words, else the first reason. */
function noneRemoved(refusals: DomainError[]): DomainError {
  return refusals.some((e) => e.code === 'accreditation.submittedNoDelete')
    ? new DomainError('accreditation.sentNotDeletable')
    : present(refusals[0], 'the first refusal');
}
