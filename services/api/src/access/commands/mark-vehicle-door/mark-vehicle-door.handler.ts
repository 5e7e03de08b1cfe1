import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DoorDirectory } from '../../door-directory';
import { markVehicleDoor } from '../../domain/vehicle-door-mark.decider';
import { MarkVehicleDoorCommand, type VehicleMarkAnswer } from './mark-vehicle-door.command';
import { vehicleDoorFacts } from './vehicle-door-facts';

/**
 * Decides one vehicle mark. Granted or denied, it is appended to access.vehicle-<vehicleId>: no rule
 * reads that stream (the grant depends on the vehicle and its accreditation, not on presence).
 */
@CommandHandler(MarkVehicleDoorCommand)
export class MarkVehicleDoorHandler implements ICommandHandler<MarkVehicleDoorCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, body }: MarkVehicleDoorCommand): Promise<VehicleMarkAnswer> {
    const ctx = { commandId: body.commandId, user, payload: body };
    const answer = await this.runner.run(ctx, async (reader, now) => {
      const markId = deterministicUuid('access.vehicle-mark', body.commandId);
      const zoneId = await this.doors.zoneOf(body.doorId);
      const facts = await vehicleDoorFacts(reader, zoneId, body.vehicleId);
      const instant = new Date(body.markedAt ?? now);
      const input = {
        markId,
        clientId: user.cid,
        vehicleId: body.vehicleId,
        doorId: body.doorId,
        direction: body.direction,
        markedAt: instant.toISOString(),
        markedOn: this.site.dateOf(instant),
        hour: this.site.hourOf(instant),
        automatic: false,
      };
      const events = markVehicleDoor(input, facts);
      const denied = events[0]?.type === 'access.VehicleMarkDenied' ? events[0].data : null;
      const requirement = denied?.requirement ? { requirement: denied.requirement } : {};
      return {
        id: markId,
        extra: {
          commandId: body.commandId,
          markId,
          granted: denied === null,
          reason: denied?.reason ?? null,
          ...requirement,
        },
        writes: [{ stream: STREAMS.vehicleMarks(body.vehicleId), events }],
      };
    });
    return answer as VehicleMarkAnswer;
  }
}
