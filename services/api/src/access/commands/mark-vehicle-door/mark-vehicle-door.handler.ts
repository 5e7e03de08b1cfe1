import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import type { MarkVehicleDoorBody } from '@faena/contracts';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { ZoneOccupancyReader } from '../../zone-occupancy-reader';
import type { VehicleDoorFacts } from '../../domain/vehicle-door-mark.decider';
import { planMark } from '../mark-door/mark-door.handler';
import { deniedWithVehicle, occupantsOf, outcomeOf, type Occupant } from './vehicle-occupants';
import { DoorDirectory } from '../../door-directory';
import { markVehicleDoor } from '../../domain/vehicle-door-mark.decider';
import { MarkVehicleDoorCommand, type VehicleMarkAnswer } from './mark-vehicle-door.command';
import { vehicleDoorFacts } from './vehicle-door-facts';

/**
 * Decides one vehicle mark. Granted or denied, it is appended to access.vehicle-<vehicleId>: no rule
 * reads that stream (the grant depends on the vehicle and its accreditation, not on presence).
 * Its driver (type C) and passengers (type P) are marked in the same append, each by the person
 * rules: an occupant denied denies the vehicle (occupantDenied), and a vehicle denied records its
 * occupants denied too (vehicleDenied) — nobody passes in a vehicle that may not.
 */
@CommandHandler(MarkVehicleDoorCommand)
export class MarkVehicleDoorHandler implements ICommandHandler<MarkVehicleDoorCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
    private readonly site: SiteCalendar,
    private readonly occupancy: ZoneOccupancyReader,
  ) {}

  async execute({ user, body }: MarkVehicleDoorCommand): Promise<VehicleMarkAnswer> {
    const ctx = { commandId: body.commandId, user, payload: body };
    const answer = await this.runner.run(ctx, (reader, now) =>
      this.plan(reader, { user, body, now }),
    );
    return answer as VehicleMarkAnswer;
  }

  private async plan(reader: StreamReader, c: VehicleMarkRequest): Promise<Planned> {
    const { user, body } = c;
    const markId = deterministicUuid('access.vehicle-mark', body.commandId);
    const zoneId = await this.doors.zoneOf(body.doorId);
    const facts = await vehicleDoorFacts(reader, zoneId, body.vehicleId);
    const instant = new Date(body.markedAt ?? c.now);
    const occupants = await this.occupantMarks(reader, { ...c, instant }, facts);
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
      occupantDenied: occupants.some(([, p]) => p.extra?.['granted'] !== true),
    };
    return plannedOf({ body, markId, events: markVehicleDoor(input, facts), occupants });
  }

  /** Each occupant decided by the person rules at the same door and moment, typed C or P. */
  private async occupantMarks(
    reader: StreamReader,
    at: VehicleMarkRequest & { instant: Date },
    facts: VehicleDoorFacts,
  ): Promise<Array<[Occupant, Planned]>> {
    const { user, body, now, instant } = at;
    const plate = facts.vehicle?.plate ?? '';
    const marks: Array<[Occupant, Planned]> = [];
    for (const occupant of occupantsOf(body)) {
      const mark = {
        commandId: `${body.commandId}.${occupant.markType}.${occupant.personId}`,
        personId: occupant.personId,
        doorId: body.doorId,
        direction: body.direction,
        markedAt: instant.toISOString(),
      };
      const planned = await planMark(this.doors, reader, {
        user,
        body: mark,
        automatic: false,
        now,
        site: this.site,
        occupancy: this.occupancy,
        ride: { markType: occupant.markType, plate },
      });
      marks.push([occupant, planned]);
    }
    return marks;
  }
}

type VehicleMarkRequest = { user: AuthUser; body: MarkVehicleDoorBody; now: Date };

/** The vehicle's mark and its occupants' (each denied too when the vehicle is), and the answer. */
function plannedOf(p: {
  body: MarkVehicleDoorBody;
  markId: string;
  events: ReturnType<typeof markVehicleDoor>;
  occupants: Array<[Occupant, Planned]>;
}): Planned {
  const { body, markId, events, occupants } = p;
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
      occupants: occupants.map(([o, planned]) => outcomeOf(o, planned, denied !== null)),
    },
    writes: [
      { stream: STREAMS.vehicleMarks(body.vehicleId), events },
      ...occupants.flatMap(([, planned]) => (denied ? deniedWithVehicle(planned) : planned.writes)),
    ],
  };
}
