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
  const h24 = { from: '00:00', to: '24:00', days: ALL_DAYS };
  const andina = actorUser('ADMIN');
  const pacifico = actorUser('PAC-ADMIN');
  const schedule = (
    code: string,
    description: string,
    divisionId: string,
    intervals: (typeof h24)[],
  ) => ({
    commandId: `seed-access-schedule-${divisionId}-${code}`,
    code,
    divisionId,
    description,
    ...validity,
    intervals,
  });
  return [
    new SaveScheduleCommand(andina, 'define', schedule('H24', 'Todo el día', 'DIV-NORTE', [h24])),
    new SaveScheduleCommand(
      andina,
      'define',
      schedule('DIURNO', 'Turno día', 'DIV-NORTE', [
        { from: '06:00', to: '18:00', days: [1, 2, 3, 4, 5, 6] },
      ]),
    ),
    new SaveScheduleCommand(
      pacifico,
      'define',
      schedule('H24', 'Todo el día', SECOND_ZONE.divisionId, [h24]),
    ),
    new SaveGroupCommand(pacifico, 'define', {
      commandId: 'seed-access-group-pacifico-general',
      code: 'GENERAL',
      name: 'Personal Marcona 24x7',
      zoneIds: [SECOND_ZONE.zoneId],
      scheduleCodes: ['H24'],
      ...validity,
    }),
    ...SECOND_PEOPLE.map(
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
    ),
    new SaveProfileCommand(pacifico, 'define', {
      commandId: 'seed-access-profile-pacifico-oper',
      code: 'OPERACIONES',
      description: 'Operaciones mina',
      groupCodes: ['GENERAL'],
      active: true,
    }),
    new SaveProfileCommand(pacifico, 'define', {
      commandId: 'seed-access-profile-pacifico-superv',
      code: 'SUPERVISION',
      description: 'Supervisión y voladura',
      groupCodes: ['GENERAL'],
      active: true,
    }),
    ...(
      [
        ['PER-P001', 'OPERACIONES'],
        ['PER-P004', 'SUPERVISION'],
      ] as const
    ).map(
      ([personId, profileCode]) =>
        new ChangePersonAccessCommand(pacifico, {
          kind: 'assignProfile',
          body: {
            commandId: `seed-access-profile-${personId}`,
            personId,
            profileCode,
            ...validity,
          },
        }),
    ),
    new ChangePersonAccessCommand(pacifico, {
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
    }),
    new ChangePersonAccessCommand(pacifico, {
      kind: 'grantExemption',
      body: {
        commandId: 'seed-access-exemption-p002',
        personId: 'PER-P002',
        requirementCode: 'EMO',
        exemptionType: 'TEMPORAL',
        startDate: today,
        endDate: addDays(today, 15),
      },
    }),
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
