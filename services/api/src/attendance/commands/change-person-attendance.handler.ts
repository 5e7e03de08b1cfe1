import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogItemStream, DomainError, STREAMS, type AttendanceEvent } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import {
  CommandRunner,
  type CommandAnswer,
  type StreamReader,
} from '../../platform/commands/command-runner';
import type { AuthUser } from '../../platform/auth/auth-user';
import { PeopleScope } from '../../administration/queries/people-scope/people-scope';
import { catalogItemSpec } from '../../catalogs/catalog-streams';
import {
  attendanceSchedulesSpec,
  companyAttendanceSpec,
  companyControlSpec,
  justificationTypesSpec,
  personAttendanceSpec,
  personCompanySpec,
} from '../attendance.streams';
import {
  assignPerson,
  type PersonAttendance,
  type PersonFacts,
} from '../domain/person-attendance.decider';
import { applyJustification, withdrawJustification } from '../domain/person-justification.decider';
import { ChangePersonAttendanceCommand, type PersonAttendanceChange } from './attendance.commands';

/**
 * A person's attendance at the caller's client, decided on the person's stream (so the limits of a
 * justification type per week or day hold under concurrent commands). The person must be one the
 * client reaches (its company serves the client); its company is read from its own stream.
 */
@CommandHandler(ChangePersonAttendanceCommand)
export class ChangePersonAttendanceHandler implements ICommandHandler<ChangePersonAttendanceCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PeopleScope,
    private readonly site: SiteCalendar,
  ) {}

  execute({ user, change }: ChangePersonAttendanceCommand): Promise<CommandAnswer> {
    const { body } = change;
    const ctx = { commandId: body.commandId, user, payload: { kind: change.kind, ...body } };
    return this.runner.run(ctx, async (reader, now) => {
      const stream = STREAMS.attendancePerson(body.personId);
      const state = await reader.load(stream, personAttendanceSpec);
      const person = await this.personOf(reader, user, body.personId);
      const at = { clientId: user.cid, person, state, today: this.site.dateOf(now) };
      const events = await decide(reader, change, at);
      return { id: idOfChange(change), writes: [{ stream, events }] };
    });
  }

  private async personOf(
    reader: StreamReader,
    user: AuthUser,
    personId: string,
  ): Promise<PersonFacts> {
    const companyId = await reader.load(STREAMS.person(personId), personCompanySpec);
    if (!companyId || !(await this.people.reaches(user, companyId))) return null;
    return { companyId };
  }
}

type At = { clientId: string; person: PersonFacts; state: PersonAttendance; today: string };
type BodyOf<K extends PersonAttendanceChange['kind']> = Extract<
  PersonAttendanceChange,
  { kind: K }
>['body'];

async function decide(
  reader: StreamReader,
  change: PersonAttendanceChange,
  at: At,
): Promise<AttendanceEvent[]> {
  switch (change.kind) {
    case 'assign':
      return decideAssign(reader, change.body, at);
    case 'apply':
      return decideApply(reader, change.body, at);
    case 'withdraw':
      if (!at.person) throw new DomainError('attendance.personNotFound');
      return withdrawJustification({ ...change.body, clientId: at.clientId }, at.state);
  }
}

/** The person's company (its control and configuration), the client's schedules and regime. */
async function decideAssign(reader: StreamReader, body: BodyOf<'assign'>, at: At) {
  const { person, clientId } = at;
  const company =
    person && (await reader.load(STREAMS.company(person.companyId), companyControlSpec));
  const config = person
    ? await reader.load(STREAMS.attendanceCompany(person.companyId), companyAttendanceSpec)
    : null;
  const schedules = await reader.load(
    STREAMS.attendanceSchedules(clientId),
    attendanceSchedulesSpec,
  );
  const facts = {
    person,
    controlAttendance: company?.controlAttendance ?? false,
    config,
    schedule: schedules[body.scheduleCode],
    regime: body.regimeId === null ? null : await regimeOf(reader, clientId, body.regimeId),
    assignmentId: idOf('ASG', body.commandId),
  };
  return assignPerson({ ...body, clientId }, facts, at.state);
}

/** The client's justification type, as of the site's today. */
async function decideApply(reader: StreamReader, body: BodyOf<'apply'>, at: At) {
  const { clientId } = at;
  const types = await reader.load(STREAMS.justificationTypes(clientId), justificationTypesSpec);
  const facts = {
    person: at.person,
    type: types[body.justificationCode],
    today: at.today,
    justificationId: idOf('JUS', body.commandId),
  };
  return applyJustification({ ...body, clientId }, facts, at.state);
}

/** The regime's rotation from the client's `regimes` catalogue (undefined: unknown or inactive). */
async function regimeOf(reader: StreamReader, clientId: string, code: string) {
  const item = await reader.load(catalogItemStream('regimes', clientId, code), catalogItemSpec);
  if (!item.exists || item.active !== 'S') return undefined;
  return { workDays: Number(item.values['workDays']), restDays: Number(item.values['restDays']) };
}

/** An assignment or justification answers its own id (the next calls name it). */
function idOfChange(change: PersonAttendanceChange): string {
  if (change.kind === 'assign') return idOf('ASG', change.body.commandId);
  if (change.kind === 'apply') return idOf('JUS', change.body.commandId);
  return change.body.justificationId;
}

const idOf = (prefix: string, commandId: string) =>
  `${prefix}-${deterministicUuid(`attendance.${prefix}`, commandId).slice(0, 8).toUpperCase()}`;
