import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type RegisterDemobilizationBody } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import {
  demobilizationSpec,
  openDemobilizationSpec,
  personAccreditationSpec,
  personFactsSpec,
  requestSpec,
} from '../../accreditation.streams';
import { registerDemobilization } from '../../domain/demobilization.decider';
import { personNameOf } from '../../domain/master-data';
import { takeDemobilizationSlot } from '../../domain/open-demobilization.decider';
import { currentAccreditation } from '../../domain/person-accreditation.decider';
import { type CommandAnswer } from '../command-answer';
import { submitterOf } from '../submit-request/submitter';
import { cessationReasonExists } from './cessation-facts';
import { RegisterDemobilizationCommand } from './register-demobilization.command';

/** The demobilization's id follows from the command id, so a retried command targets the same streams. */
export const demobilizationIdFor = (commandId: string) =>
  deterministicUuid('accreditation.demobilization', commandId);
export const demobilizationCodeOf = (demobilizationId: string) =>
  `DES-${demobilizationId.slice(0, 8).toUpperCase()}`;

/**
 * Two streams, one atomic append: the demobilization itself and the person's open-demobilization
 * slot for the client (one open at a time). The person's accreditation is read, not written.
 */
@CommandHandler(RegisterDemobilizationCommand)
export class RegisterDemobilizationHandler implements ICommandHandler<RegisterDemobilizationCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: RegisterDemobilizationCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader, now) =>
      plan(reader, { today: this.calendar.dateOf(now), user, body }),
    );
  }
}

interface Asked {
  today: string;
  user: AuthUser;
  body: RegisterDemobilizationBody;
}

async function plan(reader: StreamReader, asked: Asked): Promise<Planned> {
  const { user, body } = asked;
  const demobilizationId = demobilizationIdFor(body.commandId);
  const code = demobilizationCodeOf(demobilizationId);
  const input = await demobilizationInput(reader, asked, { demobilizationId, code });
  const stream = STREAMS.demobilization(demobilizationId);
  const requested = registerDemobilization(input, await reader.load(stream, demobilizationSpec));
  const slotStream = STREAMS.openDemobilization(body.personId, user.cid);
  const slot = { personId: body.personId, clientId: user.cid, demobilizationId };
  const taken = takeDemobilizationSlot(slot, await reader.load(slotStream, openDemobilizationSpec));
  return {
    id: demobilizationId,
    extra: { code },
    writes: [
      { stream, events: requested },
      { stream: slotStream, events: taken },
    ],
  };
}

/** What the demobilization rules are given: the person, its accreditation, the caller, the reason. */
async function demobilizationInput(
  reader: StreamReader,
  { today, user, body }: Asked,
  ids: { demobilizationId: string; code: string },
) {
  const person = await reader.load(STREAMS.person(body.personId), personFactsSpec);
  const accreditation = await reader.load(
    STREAMS.personAccreditation(body.personId, user.cid),
    personAccreditationSpec,
  );
  const current = currentAccreditation(accreditation, today);
  // the division of the request that accredited the person (else the caller's)
  const accrediting = current
    ? await reader.load(STREAMS.request(current.requestId), requestSpec)
    : null;
  const divisionId = accrediting && accrediting.status !== null ? accrediting.divisionId : user.did;
  return {
    ...ids,
    today,
    divisionId,
    accreditation,
    body,
    submitter: await submitterOf(reader, user),
    person: person && { ...person, personName: personNameOf(person) },
    reasonExists: await cessationReasonExists(reader, body.cessationReason),
  };
}
