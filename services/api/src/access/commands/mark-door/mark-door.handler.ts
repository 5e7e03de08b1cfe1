import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type DenyReason, type MarkDoorBody } from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import { CommandRunner, type Planned, type StreamReader } from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { DoorDirectory } from '../../door-directory';
import { evolveDoorFacts, initialDoorFacts, markDoor, type DoorFacts } from '../../domain/door-mark.decider';
import { MarkDoorCommand, type MarkAnswer } from './mark-door.command';

/** Folds one more stream into the door's facts. */
const continuing = (facts: DoorFacts) => ({ initial: () => facts, evolve: evolveDoorFacts });

/**
 * Granted or denied, the mark is appended to access.person-<personId> with expected revision
 * 'any': no rule reads that stream (the grant depends on the person and the accreditation, not on
 * presence), and occupancy is the projection's job.
 */
@CommandHandler(MarkDoorCommand)
export class MarkDoorHandler implements ICommandHandler<MarkDoorCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
  ) {}

  async execute({ user, body, automatic }: MarkDoorCommand): Promise<MarkAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { ...body, automatic } };
    const answer = await this.runner.run(ctx, (reader, now) => this.plan(reader, { user, body, automatic, now }));
    return answer as MarkAnswer;
  }

  private async plan(reader: StreamReader, c: { user: AuthUser; body: MarkDoorBody; automatic: boolean; now: Date }): Promise<Planned> {
    const { body } = c;
    const markId = deterministicUuid('access.mark', body.commandId);
    const zoneId = await this.doors.zoneOf(body.doorId);
    let facts = initialDoorFacts();
    if (zoneId) facts = await reader.load(STREAMS.zone(zoneId), continuing(facts));
    facts = await reader.load(STREAMS.person(body.personId), continuing(facts));
    if (facts.zone) facts = await reader.load(STREAMS.personAccreditation(body.personId, facts.zone.clientId), continuing(facts));
    const markedAt = new Date(body.markedAt ?? c.now).toISOString();
    const input = { markId, clientId: c.user.cid, personId: body.personId, doorId: body.doorId, direction: body.direction, markedAt, automatic: c.automatic };
    const events = markDoor(input, facts);
    const [event] = events;
    const reason: DenyReason | null = event?.type === 'access.MarkDenied' ? event.data.reason : null;
    return {
      id: markId,
      extra: { commandId: body.commandId, markId, granted: reason === null, reason },
      writes: [{ stream: STREAMS.personMarks(body.personId), events }],
    };
  }
}
