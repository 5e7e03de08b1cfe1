import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS, type DenyReason, type MarkDoorBody } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type Planned,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { DoorDirectory } from '../../door-directory';
import { ZoneOccupancyReader } from '../../zone-occupancy-reader';
import { markDoor, type MarkInput } from '../../domain/door-mark.decider';
import { MarkDoorCommand, type MarkAnswer } from './mark-door.command';
import { loadDoorFacts } from './mark-door.facts';

/** `site` gives the mark's calendar date (its accreditation day) in the site's zone. */
export type MarkRequest = {
  user: AuthUser;
  body: MarkDoorBody;
  automatic: boolean;
  now: Date;
  site: SiteCalendar;
  occupancy: ZoneOccupancyReader;
  /** a device's batch names its device */
  deviceId?: string | undefined;
  /** a supervisor's mark by hand: MANUAL, with the reason */
  manual?: { justification: string } | undefined;
  /** an occupant marked with a vehicle: driver (C) or passenger (P), and its plate */
  ride?: { markType: 'C' | 'P'; plate: string } | undefined;
};

/** The command context of a mark: the payload includes `automatic`, for one mark or a device's batch alike. */
export const markContext = (user: AuthUser, body: MarkDoorBody, automatic: boolean) => ({
  commandId: body.commandId,
  user,
  payload: { ...body, automatic },
});

/**
 * Decides one mark. Granted or denied, the mark is appended to access.person-<personId> with
 * expected revision 'any': no rule reads that stream (the grant depends on the person and the
 * accreditation, not on presence), and occupancy is the projection's job.
 */
export async function planMark(
  doors: DoorDirectory,
  reader: StreamReader,
  c: MarkRequest,
): Promise<Planned> {
  const { body } = c;
  const markId = deterministicUuid('access.mark', body.commandId);
  const facts = await loadDoorFacts(doors, reader, c);
  // a supervisor marks someone the catalog knows (a door records whoever shows a document)
  if (c.manual && !facts.person) throw new DomainError('access.personNotFound');
  const events = markDoor(markInputOf(c, markId), facts);
  const [event] = events;
  const denied = event?.type === 'access.MarkDenied' ? event.data : null;
  const reason: DenyReason | null = denied?.reason ?? null;
  // the guard names the document that refused the mark
  const requirement = denied?.requirement ? { requirement: denied.requirement } : {};
  return {
    id: markId,
    extra: { commandId: body.commandId, markId, granted: reason === null, reason, ...requirement },
    writes: [{ stream: STREAMS.personMarks(body.personId), events }],
  };
}

/** The decider's input: the site's date, hour and weekday of the mark, and how it was made. */
function markInputOf(c: MarkRequest, markId: string): MarkInput {
  const { body } = c;
  const instant = new Date(body.markedAt ?? c.now);
  const moment = c.site.momentOf(instant);
  return {
    markId,
    clientId: c.user.cid,
    personId: body.personId,
    doorId: body.doorId,
    direction: body.direction,
    markedAt: instant.toISOString(),
    markedOn: moment.date,
    hour: moment.time,
    weekday: moment.weekday,
    automatic: c.automatic,
    deviceId: c.deviceId ?? null,
    ...(c.manual ? { origin: 'MANUAL' as const, justification: c.manual.justification } : {}),
    ...(c.ride ? { ride: c.ride } : {}),
  };
}

@CommandHandler(MarkDoorCommand)
export class MarkDoorHandler implements ICommandHandler<MarkDoorCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly doors: DoorDirectory,
    private readonly site: SiteCalendar,
    private readonly occupancy: ZoneOccupancyReader,
  ) {}

  async execute({ user, body, automatic }: MarkDoorCommand): Promise<MarkAnswer> {
    const answer = await this.runner.run(markContext(user, body, automatic), (reader, now) =>
      planMark(this.doors, reader, {
        user,
        body,
        automatic,
        now,
        site: this.site,
        occupancy: this.occupancy,
      }),
    );
    return answer as MarkAnswer;
  }
}
