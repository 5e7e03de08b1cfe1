import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type SubmitVehicleRequestBody } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { vehicleAccreditationSpec, vehicleRequestSpec } from '../../accreditation.streams';
import { vehicleContractSpec, vehicleFactsSpec } from '../../domain/vehicle-facts';
import { openVehicleRequest } from '../../domain/vehicle-accreditation.decider';
import { submitVehicleRequest } from '../../domain/vehicle-request.decider';
import type { CommandAnswer } from '../command-answer';
import { submitterOf } from '../submit-request/submitter';
import { vehicleRequirementsFor } from '../vehicle-request-facts';
import { SubmitVehicleRequestCommand } from './submit-vehicle-request.command';

/** The request's id follows from the command id, so a retried command targets the same streams. */
export const vehicleRequestIdFor = (commandId: string) =>
  deterministicUuid('accreditation.vehicle-request', commandId);
export const vehicleRequestCodeOf = (requestId: string) =>
  `SOV-${requestId.slice(0, 8).toUpperCase()}`;

/**
 * Two streams, one atomic append: the request itself and the vehicle's slot for the client (one
 * active accreditation per vehicle and client). Vehicles take no headcount quota.
 */
@CommandHandler(SubmitVehicleRequestCommand)
export class SubmitVehicleRequestHandler implements ICommandHandler<SubmitVehicleRequestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: SubmitVehicleRequestCommand): Promise<CommandAnswer> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader, now) =>
      plan(reader, { today: this.calendar.dateOf(now), user, body }),
    );
  }
}

interface Asked {
  today: string;
  user: AuthUser;
  body: SubmitVehicleRequestBody;
}

async function plan(reader: StreamReader, asked: Asked): Promise<Planned> {
  const requestId = vehicleRequestIdFor(asked.body.commandId);
  const code = vehicleRequestCodeOf(requestId);
  const requestStream = STREAMS.vehicleRequest(requestId);
  const submitted = submitVehicleRequest(
    await submitInput(reader, asked, { requestId, code }),
    await reader.load(requestStream, vehicleRequestSpec),
  );
  const { today, user, body } = asked;
  const { vehicleId, contractId } = body;
  const slotStream = STREAMS.vehicleAccreditation(vehicleId, user.cid);
  const opened =
    submitted.length === 0
      ? []
      : openVehicleRequest(
          { vehicleId, clientId: user.cid, requestId, contractId, today },
          await reader.load(slotStream, vehicleAccreditationSpec),
        );
  return {
    id: requestId,
    extra: { code },
    writes: [
      { stream: requestStream, events: submitted },
      { stream: slotStream, events: opened },
    ],
  };
}

/** What the vehicle request rules are given: the caller, the vehicle, the contract, the requirements. */
async function submitInput(
  reader: StreamReader,
  { today, user, body }: Asked,
  { requestId, code }: { requestId: string; code: string },
) {
  const { vehicleId, contractId } = body;
  return {
    requestId,
    code,
    today,
    submitter: await submitterOf(reader, user),
    vehicle: await reader.load(STREAMS.vehicle(vehicleId), vehicleFactsSpec),
    contract: await reader.load(STREAMS.contract(contractId), vehicleContractSpec),
    body,
    requirements: await vehicleRequirementsFor(reader, {
      vehicleId,
      clientId: user.cid,
      contractId,
      today,
    }),
  };
}
