import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { vehicleRequestSpec } from '../../accreditation.streams';
import { vehicleContractSpec } from '../../domain/vehicle-facts';
import { correctVehicleRequest } from '../../domain/vehicle-request-correction';
import type { CommandAnswer } from '../command-answer';
import { submitterOf } from '../submit-request/submitter';
import { vehicleRequirementsFor } from '../vehicle-request-facts';
import { CorrectVehicleRequestCommand } from './correct-vehicle-request.command';

/** The corrected dates are checked again against today and the contract; the slot stays held. */
@CommandHandler(CorrectVehicleRequestCommand)
export class CorrectVehicleRequestHandler implements ICommandHandler<CorrectVehicleRequestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, body }: CorrectVehicleRequestCommand): Promise<CommandAnswer> {
    return this.runner.run(
      { commandId: body.commandId, user, payload: body },
      async (reader, now) => {
        const today = this.calendar.dateOf(now);
        const stream = STREAMS.vehicleRequest(body.requestId);
        const request = await reader.load(stream, vehicleRequestSpec);
        const held = request.status === null ? null : request;
        const contract =
          held && (await reader.load(STREAMS.contract(held.contractId), vehicleContractSpec));
        const requirements = held
          ? await vehicleRequirementsFor(reader, {
              vehicleId: held.vehicleId,
              clientId: held.clientId,
              contractId: held.contractId,
              today,
            })
          : [];
        const submitter = await submitterOf(reader, user);
        const events = correctVehicleRequest(
          { submitter, today, contract, body, requirements },
          request,
        );
        return { id: body.requestId, writes: [{ stream, events }] };
      },
    );
  }
}
