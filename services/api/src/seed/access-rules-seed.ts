import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, DomainError, ValidationError } from '@faena/contracts';
import { ChangePersonAccessCommand } from '../access/commands/change-person-access/change-person-access.command';
import { SaveGroupCommand } from '../access/commands/save-group/save-group.command';
import { SaveProfileCommand } from '../access/commands/save-profile/save-profile.command';
import { SaveScheduleCommand } from '../access/commands/save-schedule/save-schedule.command';
import { SECOND_PEOPLE, SECOND_ZONE } from './data/second-client';
import { actorUser } from './sample-activity';

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const H24 = { from: '00:00', to: '24:00', days: ALL_DAYS };
type Interval = typeof H24;
type Validity = { startDate: string; endDate: string };

/** A schedule of a division, valid from a month ago to a year ahead. */
interface ScheduleSpec {
  code: string;
  description: string;
  divisionId: string;
  intervals: Interval[];
}

const scheduleBody = (validity: Validity, spec: ScheduleSpec) => ({
  commandId: `seed-access-schedule-${spec.divisionId}-${spec.code}`,
  code: spec.code,
  divisionId: spec.divisionId,
  description: spec.description,
  ...validity,
  intervals: spec.intervals,
});

/** The first client's 24×7 and day-shift schedules, and the second client's 24×7 one. */
function schedules(validity: Validity) {
  const andina = actorUser('ADMIN');
  const pacifico = actorUser('PAC-ADMIN');
  const define = (user: typeof andina, spec: ScheduleSpec) =>
    new SaveScheduleCommand(user, 'define', scheduleBody(validity, spec));
  const dayShift = { from: '06:00', to: '18:00', days: [1, 2, 3, 4, 5, 6] };
  return [
    define(andina, {
      code: 'H24',
      description: 'Todo el día',
      divisionId: 'DIV-NORTE',
      intervals: [H24],
    }),
    define(andina, {
      code: 'DIURNO',
      description: 'Turno día',
      divisionId: 'DIV-NORTE',
      intervals: [dayShift],
    }),
    define(pacifico, {
      code: 'H24',
      description: 'Todo el día',
      divisionId: SECOND_ZONE.divisionId,
      intervals: [H24],
    }),
  ];
}

/** The second client's 24×7 group of its gate, with all six of its workers. */
function pacificoGroup(validity: Validity) {
  const pacifico = actorUser('PAC-ADMIN');
  const group = new SaveGroupCommand(pacifico, 'define', {
    commandId: 'seed-access-group-pacifico-general',
    code: 'GENERAL',
    name: 'Personal Marcona 24x7',
    zoneIds: [SECOND_ZONE.zoneId],
    scheduleCodes: ['H24'],
    ...validity,
  });
  const members = SECOND_PEOPLE.map(
    ([personId]) =>
      new ChangePersonAccessCommand(pacifico, {
        kind: 'assignGroup',
        body: {
          commandId: `seed-access-member-${personId}`,
          personId,
          groupCode: 'GENERAL',
          ...validity,
        },
      }),
  );
  return [group, ...members];
}

const PROFILES = [
  { code: 'OPERACIONES', id: 'oper', description: 'Operaciones mina', holder: 'PER-P001' },
  { code: 'SUPERVISION', id: 'superv', description: 'Supervisión y voladura', holder: 'PER-P004' },
] as const;

/** The second client's two access profiles granting its group, each held by one of its workers. */
function pacificoProfiles(validity: Validity) {
  const pacifico = actorUser('PAC-ADMIN');
  const profiles = PROFILES.map(
    ({ code, id, description }) =>
      new SaveProfileCommand(pacifico, 'define', {
        commandId: `seed-access-profile-pacifico-${id}`,
        code,
        description,
        groupCodes: ['GENERAL'],
        active: true,
      }),
  );
  const holders = PROFILES.map(
    ({ code: profileCode, holder: personId }) =>
      new ChangePersonAccessCommand(pacifico, {
        kind: 'assignProfile',
        body: { commandId: `seed-access-profile-${personId}`, personId, profileCode, ...validity },
      }),
  );
  return [...profiles, ...holders];
}

/** A restriction next month (P006) and an exemption of the EMO for two weeks (P002). */
function pacificoExceptions(today: string) {
  const pacifico = actorUser('PAC-ADMIN');
  const restriction = new ChangePersonAccessCommand(pacifico, {
    kind: 'addRestriction',
    body: {
      commandId: 'seed-access-restriction-p006',
      personId: 'PER-P006',
      code: 'DISCIPLINA',
      restrictionType: 'DISC',
      zoneId: SECOND_ZONE.zoneId,
      fullDay: true,
      startDate: addDays(today, 30),
      endDate: addDays(today, 37),
      active: true,
    },
  });
  const exemption = new ChangePersonAccessCommand(pacifico, {
    kind: 'grantExemption',
    body: {
      commandId: 'seed-access-exemption-p002',
      personId: 'PER-P002',
      requirementCode: 'EMO',
      exemptionType: 'TEMPORAL',
      startDate: today,
      endDate: addDays(today, 15),
    },
  });
  return [restriction, exemption];
}

/**
 * Demo access rules, played through the commands (fixed command ids: a second run changes nothing).
 * The first client gets two schedules (24×7 and a day shift) but no group: a client without groups
 * keeps the accreditation-only decision, so every seeded worker still passes its doors. The second
 * client has a 24×7 group of its gate with all six of its workers, one future restriction and one
 * exemption, so its screens and doors show every rule; two access profiles granting that group,
 * held by two of its workers (P001 operations, P004 supervision).
 */
export function accessRulesPlan(today: string) {
  const validity = { startDate: addDays(today, -30), endDate: addDays(today, 365) };
  return [
    ...schedules(validity),
    ...pacificoGroup(validity),
    ...pacificoProfiles(validity),
    ...pacificoExceptions(today),
  ];
}

@Injectable()
export class AccessRulesSeed {
  private readonly logger = new Logger('Seed');
  constructor(private readonly commands: CommandBus) {}

  /** Answers the commands the rules refused (command id: error code). */
  async run(today: string): Promise<string[]> {
    const refused: string[] = [];
    for (const command of accessRulesPlan(today)) {
      try {
        await this.commands.execute(command);
      } catch (err) {
        const code =
          err instanceof DomainError || err instanceof ValidationError ? err.code : String(err);
        refused.push(`${commandIdOf(command)}: ${code}`);
      }
    }
    if (refused.length > 0) this.logger.warn(`access rules refused: ${refused.join('; ')}`);
    return refused;
  }
}

const commandIdOf = (c: ReturnType<typeof accessRulesPlan>[number]) =>
  c instanceof ChangePersonAccessCommand ? c.change.body.commandId : c.body.commandId;
