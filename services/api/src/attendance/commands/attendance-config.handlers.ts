import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../platform/commands/command-runner';
import { PeopleScope } from '../../administration/queries/people-scope/people-scope';
import {
  attendanceSchedulesSpec,
  companyAttendanceSpec,
  companyControlSpec,
  justificationTypesSpec,
} from '../attendance.streams';
import {
  defineAttendanceSchedule,
  updateAttendanceSchedule,
} from '../domain/attendance-schedules.decider';
import { configureCompany } from '../domain/company-attendance.decider';
import {
  defineJustificationType,
  updateJustificationType,
} from '../domain/justification-types.decider';
import {
  ConfigureCompanyAttendanceCommand,
  SaveAttendanceScheduleCommand,
  SaveJustificationTypeCommand,
} from './attendance.commands';

/** A schedule is the caller's client's: its stream is the client's, so no other client reaches it. */
@CommandHandler(SaveAttendanceScheduleCommand)
export class SaveAttendanceScheduleHandler implements ICommandHandler<SaveAttendanceScheduleCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, mode, body }: SaveAttendanceScheduleCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { mode, ...body } };
    return this.runner.run(ctx, async (reader) => {
      const stream = STREAMS.attendanceSchedules(user.cid);
      const state = await reader.load(stream, attendanceSchedulesSpec);
      const input = { ...body, clientId: user.cid };
      const events =
        mode === 'define'
          ? defineAttendanceSchedule(input, state)
          : updateAttendanceSchedule(input, state);
      return { id: body.code, writes: [{ stream, events }] };
    });
  }
}

/** A justification type is the caller's client's (its stream is the client's). */
@CommandHandler(SaveJustificationTypeCommand)
export class SaveJustificationTypeHandler implements ICommandHandler<SaveJustificationTypeCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, mode, body }: SaveJustificationTypeCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: { mode, ...body } };
    return this.runner.run(ctx, async (reader) => {
      const stream = STREAMS.justificationTypes(user.cid);
      const state = await reader.load(stream, justificationTypesSpec);
      const input = { ...body, clientId: user.cid };
      const events =
        mode === 'define'
          ? defineJustificationType(input, state)
          : updateJustificationType(input, state);
      return { id: body.code, writes: [{ stream, events }] };
    });
  }
}

/**
 * A company's configuration: the company must be one the caller's client reaches (the people
 * rule: a company tied only to other clients is as unknown) and control attendance.
 */
@CommandHandler(ConfigureCompanyAttendanceCommand)
export class ConfigureCompanyAttendanceHandler implements ICommandHandler<ConfigureCompanyAttendanceCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, body }: ConfigureCompanyAttendanceCommand): Promise<CommandAnswer> {
    const ctx = { commandId: body.commandId, user, payload: body };
    return this.runner.run(ctx, async (reader) => {
      const company = await reader.load(STREAMS.company(body.companyId), companyControlSpec);
      const reached = company !== null && (await this.people.reaches(user, body.companyId));
      const facts = { controlAttendance: reached ? company.controlAttendance : null };
      const stream = STREAMS.attendanceCompany(body.companyId);
      const state = await reader.load(stream, companyAttendanceSpec);
      const events = configureCompany({ ...body, clientId: user.cid }, facts, state);
      return { id: body.companyId, writes: [{ stream, events }] };
    });
  }
}
