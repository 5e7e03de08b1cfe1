import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type AssignBedBody, type CommandResult } from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { loadPersonRequirements } from '../../../requirements/compliance.reader';
import { BedDirectory } from '../../bed-directory';
import { assignBed } from '../../domain/bed.decider';
import { bookPersonNights } from '../../domain/person-nights.decider';
import { bedSpec, campSpec, guestSpec, personNightsSpec } from '../../lodging.streams';
import { AssignBedCommand } from './assign-bed.command';

/**
 * Two streams, one atomic append: the bed (no overlapping stays) and the person (one bed per
 * night), each at the revision it was read at. Camp administrators assign the beds of the camps
 * they are assigned to; administrators (admin.operate) those of any camp.
 */
@CommandHandler(AssignBedCommand)
export class AssignBedHandler implements ICommandHandler<AssignBedCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly beds: BedDirectory,
  ) {}

  execute({ user, body }: AssignBedCommand): Promise<CommandResult & Record<string, unknown>> {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, (reader) =>
      this.plan(reader, user, body),
    );
  }

  private async plan(reader: StreamReader, user: AuthUser, body: AssignBedBody): Promise<Planned> {
    const assignmentId = deterministicUuid('lodging.assignment', body.commandId);
    const bedStream = STREAMS.bed(body.bedId);
    const stay = { checkIn: body.checkIn, checkOut: body.checkOut };
    const input = { ...stay, assignmentId, ...(await this.assignmentFacts(reader, user, body)) };
    const assigned = assignBed(input, await reader.load(bedStream, bedSpec));
    const personStream = STREAMS.personNights(body.personId);
    const booking = { ...stay, personId: body.personId, assignmentId, bedId: body.bedId };
    const booked = bookPersonNights(booking, await reader.load(personStream, personNightsSpec));
    return {
      id: assignmentId,
      writes: [
        { stream: bedStream, events: assigned },
        { stream: personStream, events: booked },
      ],
    };
  }

  /** What the bed's decider checks besides the stay: the bed's camp, the guest, the caller, their requirements. */
  private async assignmentFacts(reader: StreamReader, user: AuthUser, body: AssignBedBody) {
    const hotelId = await this.beds.hotelOf(body.bedId);
    const camp = hotelId ? await reader.load(STREAMS.camp(hotelId), campSpec) : null;
    const person = await reader.load(STREAMS.person(body.personId), guestSpec);
    const actor = { userId: user.sub, anyCamp: hasPermission(user, 'admin.operate') };
    const requirements = await loadPersonRequirements(reader, body.personId, user.cid);
    return {
      bedId: body.bedId,
      clientId: user.cid,
      personId: body.personId,
      person,
      camp,
      actor,
      requirements,
    };
  }
}
