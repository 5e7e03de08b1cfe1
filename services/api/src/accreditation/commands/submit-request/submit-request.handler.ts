import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type SubmitRequestBody } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import {
  contractFactsSpec,
  contractQuotaSpec,
  personAccreditationSpec,
  personFactsSpec,
  requestSpec,
} from '../../accreditation.streams';
import { loadClientParameters } from '../../../system/client-parameters.reader';
import { takeQuotaSlot } from '../../domain/contract-quota.decider';
import { personNameOf } from '../../domain/master-data';
import { openPersonRequest } from '../../domain/person-accreditation.decider';
import { submitRequest } from '../../domain/request.decider';
import { type CommandAnswer } from '../command-answer';
import { pickedFactsFor } from '../request-field-facts';
import { requirementsFor } from '../request-requirement-facts';
import { SubmitRequestCommand } from './submit-request.command';
import { submitterOf } from './submitter';

/** The request's id follows from the command id, so a retried command targets the same streams. */
export const requestIdFor = (commandId: string) =>
  deterministicUuid('accreditation.request', commandId);
export const requestCodeOf = (requestId: string) => `SOL-${requestId.slice(0, 8).toUpperCase()}`;

/**
 * Three streams, three rules, one atomic append: the request itself (new, or the draft it sends),
 * the person's slot for the client (one active accreditation) and the contract's quota.
 */
@CommandHandler(SubmitRequestCommand)
export class SubmitRequestHandler implements ICommandHandler<SubmitRequestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: SubmitRequestCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader, now) =>
      planSubmit(reader, { today: this.calendar.dateOf(now), user, body }),
    );
  }
}

/** What a submit is asked: on which day, by whom, with which form. */
export interface SubmitAsk {
  today: string;
  user: AuthUser;
  body: SubmitRequestBody;
}

type Write = Planned['writes'][number];

/** One request's plan (the bulk send decides a chunk of rows with it in one batch). */
export async function planSubmit(reader: StreamReader, ask: SubmitAsk): Promise<Planned> {
  const requestId = ask.body.requestId ?? requestIdFor(ask.body.commandId);
  const request = await requestWrite(reader, ask, requestId);
  const slots = await slotWrites(reader, ask, { requestId, quota: request.quota });
  return {
    id: requestId,
    extra: { code: requestCodeOf(requestId) },
    writes: [request.write, ...slots],
  };
}

/** The request itself (new, or the draft it sends), and the quota of its contract. */
async function requestWrite(
  reader: StreamReader,
  { today, user, body }: SubmitAsk,
  requestId: string,
): Promise<{ write: Write; quota: number }> {
  const person = await reader.load(STREAMS.person(body.personId), personFactsSpec);
  const contract = await reader.load(STREAMS.contract(body.contractId), contractFactsSpec);
  const submitter = await submitterOf(reader, user);
  const stream = STREAMS.request(requestId);
  const asked = { personId: body.personId, clientId: user.cid, contractId: body.contractId, today };
  const requirements = await requirementsFor(reader, asked);
  const input = {
    requestId,
    code: requestCodeOf(requestId),
    today,
    submitter,
    person: person && { ...person, personName: personNameOf(person) },
    contract,
    body,
    picked: await pickedFactsFor(reader, user.cid, body),
    fromDraft: body.requestId !== undefined,
    requirements,
  };
  const events = submitRequest(input, await reader.load(stream, requestSpec));
  // submitRequest has refused an unknown contract, so the quota is the contract's
  return { write: { stream, events }, quota: contract?.quota ?? 0 };
}

/** The person's slot for the client (one active accreditation) and the contract's quota. */
async function slotWrites(
  reader: StreamReader,
  { today, user, body }: SubmitAsk,
  { requestId, quota }: { requestId: string; quota: number },
): Promise<Write[]> {
  const slot = { personId: body.personId, requestId, contractId: body.contractId };
  const personStream = STREAMS.personAccreditation(body.personId, user.cid);
  const opened = openPersonRequest(
    { ...slot, clientId: user.cid, today },
    await reader.load(personStream, personAccreditationSpec),
  );
  const quotaStream = STREAMS.contractQuota(body.contractId);
  const { endowmentPolicy } = await loadClientParameters(reader, user.cid);
  const taken = takeQuotaSlot(
    { ...slot, quota, policy: endowmentPolicy },
    await reader.load(quotaStream, contractQuotaSpec),
  );
  return [
    { stream: personStream, events: opened },
    { stream: quotaStream, events: taken },
  ];
}
