import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type Decision, type RequestRequirement } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner, type StreamReader } from '../../../platform/commands/command-runner';
import { vehicleAccreditationSpec, vehicleRequestSpec } from '../../accreditation.streams';
import { accreditVehicle, closeVehicleRequest } from '../../domain/vehicle-accreditation.decider';
import { decideVehicleRequest, type VehicleRequest } from '../../domain/vehicle-request.decider';
import type { CommandAnswer } from '../command-answer';
import type { Write } from '../release-slots';
import { vehicleRequirementsFor } from '../vehicle-request-facts';
import { DecideVehicleRequestCommand } from './decide-vehicle-request.command';

/**
 * Approve → the vehicle is accredited for the client (its slot stream). Reject → the vehicle's slot
 * is released. Observe → it stays held until the correction.
 */
@CommandHandler(DecideVehicleRequestCommand)
export class DecideVehicleRequestHandler implements ICommandHandler<DecideVehicleRequestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly calendar: SiteCalendar,
  ) {}

  execute({ user, decision, body }: DecideVehicleRequestCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { decision, ...body } };
    return this.runner.run(ctx, async (reader, now) => {
      const requestStream = STREAMS.vehicleRequest(body.requestId);
      const request = await reader.load(requestStream, vehicleRequestSpec);
      const today = this.calendar.dateOf(now);
      const decided = decideVehicleRequest(
        {
          decision,
          clientId: user.cid,
          comment: body.comment,
          decidedBy: user.sub,
          requirements: await requirementsToApprove(reader, decision, { request, today }),
        },
        request,
      );
      return {
        id: body.requestId,
        writes: [
          { stream: requestStream, events: decided },
          ...(await consequences(reader, decision, request)),
        ],
      };
    });
  }
}

/** Only an approval waits for the requirements' review. */
async function requirementsToApprove(
  reader: StreamReader,
  decision: Decision,
  { request, today }: { request: VehicleRequest; today: string },
): Promise<RequestRequirement[]> {
  if (decision !== 'approve' || request.status === null) return [];
  const { vehicleId, clientId, contractId } = request;
  return vehicleRequirementsFor(reader, { vehicleId, clientId, contractId, today });
}

async function consequences(
  reader: StreamReader,
  decision: Decision,
  request: VehicleRequest,
): Promise<Write[]> {
  if (request.status === null || decision === 'observe') return [];
  const { vehicleId, clientId, requestId, contractId, startDate, endDate } = request;
  const stream = STREAMS.vehicleAccreditation(vehicleId, clientId);
  const slot = await reader.load(stream, vehicleAccreditationSpec);
  const events =
    decision === 'reject'
      ? closeVehicleRequest({ vehicleId, clientId, requestId }, slot)
      : accreditVehicle({ vehicleId, clientId, requestId, contractId, startDate, endDate }, slot);
  return [{ stream, events }];
}
