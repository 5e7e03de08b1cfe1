import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  addDays,
  catalogById,
  DomainError,
  STREAMS,
  ValidationError,
  type CompanyRegistered,
  type CreateItemBody,
  type SaveJustificationTypeBody,
  type ScheduleDay,
} from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { PEOPLE_COLLECTION } from '../administration/administration.read-models';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { CLIENT } from './data/master';
import { UpdateCompanyCommand } from '../administration/commands/update-company/update-company.command';
import {
  ChangePersonAttendanceCommand,
  ConfigureCompanyAttendanceCommand,
  SaveAttendanceScheduleCommand,
  SaveJustificationTypeCommand,
} from '../attendance/commands/attendance.commands';
import { CreateCatalogItemCommand } from '../catalogs/commands/create-catalog-item/create-catalog-item.command';
import { demoPeople } from './people';
import { actorUser } from './sample-activity';

/** The two contractors that control attendance, and how their workers are assigned. */
export const ATTENDANCE_COMPANIES = [
  {
    companyId: 'EMP-SERMISUR',
    payrollGroups: [
      { code: 'OBR', description: 'Obreros de operación' },
      { code: 'EMP', description: 'Empleados' },
    ],
    specialConditions: [
      { code: 'NOR', description: 'Condición normal' },
      { code: 'ALT', description: 'Trabajo en altura' },
    ],
    assignment: {
      payrollGroupCode: 'OBR',
      specialConditionCode: 'NOR',
      scheduleCode: 'LV0817',
      regimeId: null,
    },
  },
  {
    companyId: 'EMP-TRANSCRUZ',
    payrollGroups: [{ code: 'CON', description: 'Conductores' }],
    specialConditions: [{ code: 'NOC', description: 'Turno nocturno' }],
    assignment: {
      payrollGroupCode: 'CON',
      specialConditionCode: 'NOC',
      scheduleCode: 'NOCHE',
      regimeId: '14X14',
    },
  },
] as const;

const day = (n: number, over: Partial<ScheduleDay>): ScheduleDay => ({
  day: n,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: '13:00',
  refreshmentEnd: '14:00',
  flexibleMinutes: 0,
  entryTolerance: 10,
  exitTolerance: 0,
  overtimeBefore: 0,
  overtimeAfter: 30,
  ...over,
});
const rest = { rest: true, entry: null, exit: null, refreshmentStart: null, refreshmentEnd: null };
const night = {
  turn: 'N' as const,
  entry: '20:00',
  exit: '08:00',
  refreshmentStart: '00:00',
  refreshmentEnd: '01:00',
};

/** The people the demo assigns (the workers of the two companies), for the marks of the attendance day. */
export function attendanceSeedPeople() {
  return demoPeople()
    .filter((p) => p.condition === 'TRABAJADOR')
    .flatMap((p) => {
      const company = ATTENDANCE_COMPANIES.find((c) => c.companyId === p.companyId);
      return company
        ? [{ personId: p.personId, companyId: p.companyId, ...company.assignment }]
        : [];
    });
}

/** A weekday (Monday–Friday) a few days before today: the applied justification's day. */
function recentWeekday(today: string): string {
  let date = addDays(today, -3);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, -1);
  return date;
}

/**
 * Demo attendance configuration of the first client, played through the commands (fixed command
 * ids: a second run changes nothing): two contractors get control attendance (the company
 * command), payroll groups and special conditions; a weekly day schedule (Mon–Fri 08:00–17:00,
 * refreshment 13:00–14:00, tolerance 10, overtime after 30) and a night cycle (N 20:00–08:00); a
 * 14×14 regime; their workers assigned from 45 days ago; three justification types and one applied.
 */
export function attendancePlan(today: string, accredited?: ReadonlySet<string>) {
  const admin = actorUser('ADMIN');
  // the workers the site expects: accredited at the client (the others are not absent, just not there)
  const people = attendanceSeedPeople().filter((p) => !accredited || accredited.has(p.personId));
  const validity = { startDate: addDays(today, -45), endDate: addDays(today, 320) };
  const type = (
    code: string,
    description: string,
    over: Partial<SaveJustificationTypeBody> & Pick<SaveJustificationTypeBody, 'origin' | 'paid'>,
  ): SaveJustificationTypeBody => ({
    commandId: `seed-att-jt-${code}`,
    code,
    description,
    applyInFuture: false,
    timesPeriod: 'W' as const,
    maxTimes: 2,
    maxHours: 8,
    requiresObservation: false,
    referenceCode: '',
    active: true,
    ...over,
  });
  const first = people[0];
  return [
    new SaveAttendanceScheduleCommand(admin, 'define', {
      commandId: 'seed-att-schedule-LV0817',
      code: 'LV0817',
      description: 'Lunes a viernes 08:00–17:00',
      kind: 'weekly',
      cycleLength: null,
      days: [1, 2, 3, 4, 5].map((n) => day(n, {})).concat([day(6, rest), day(7, rest)]),
      active: true,
    }),
    new SaveAttendanceScheduleCommand(admin, 'define', {
      commandId: 'seed-att-schedule-NOCHE',
      code: 'NOCHE',
      description: 'Ciclo noche 20:00–08:00',
      kind: 'cycle',
      cycleLength: 7,
      days: [1, 2, 3, 4, 5, 6, 7].map((n) => day(n, night)),
      active: true,
    }),
    ...ATTENDANCE_COMPANIES.map(
      (c) =>
        new ConfigureCompanyAttendanceCommand(admin, {
          commandId: `seed-att-company-${c.companyId}`,
          companyId: c.companyId,
          payrollGroups: [...c.payrollGroups],
          specialConditions: [...c.specialConditions],
        }),
    ),
    new SaveJustificationTypeCommand(
      admin,
      'define',
      type('CITAMED', 'Cita médica', {
        origin: 'M',
        paid: true,
        maxHours: 4,
        requiresObservation: true,
        referenceCode: 'CM',
      }),
    ),
    new SaveJustificationTypeCommand(
      admin,
      'define',
      type('PERMISO', 'Permiso personal', {
        origin: 'P',
        paid: false,
        applyInFuture: true,
        maxTimes: 1,
        requiresObservation: true,
        referenceCode: 'PP',
      }),
    ),
    new SaveJustificationTypeCommand(
      admin,
      'define',
      type('COMISION', 'Comisión de servicio', {
        origin: 'L',
        paid: true,
        applyInFuture: true,
        maxTimes: 5,
        maxHours: 24,
        referenceCode: 'CS',
      }),
    ),
    ...people.map(
      (p) =>
        new ChangePersonAttendanceCommand(admin, {
          kind: 'assign',
          body: {
            commandId: `seed-att-assign-${p.personId}`,
            personId: p.personId,
            payrollGroupCode: p.payrollGroupCode,
            specialConditionCode: p.specialConditionCode,
            scheduleCode: p.scheduleCode,
            regimeId: p.regimeId,
            ...validity,
          },
        }),
    ),
    ...(first
      ? [
          new ChangePersonAttendanceCommand(admin, {
            kind: 'apply',
            body: {
              commandId: `seed-att-justification-${first.personId}`,
              personId: first.personId,
              date: recentWeekday(today),
              justificationCode: 'COMISION',
              hours: null,
              observation: 'Comisión a la oficina de Tacna',
            },
          }),
        ]
      : []),
  ];
}

type Planned = ReturnType<typeof attendancePlan>[number];

@Injectable()
export class AttendanceSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  /** Answers the commands the rules refused (command id: error code). */
  async run(today: string): Promise<string[]> {
    const refused: string[] = [];
    const attempt = async (id: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        const code =
          err instanceof DomainError || err instanceof ValidationError ? err.code : String(err);
        refused.push(`${id}: ${code}`);
      }
    };
    const admin = actorUser('ADMIN');
    for (const { companyId } of ATTENDANCE_COMPANIES)
      await attempt(`seed-att-control-${companyId}`, () => this.controlAttendance(companyId));
    const regimes = catalogById('regimes');
    if (regimes) {
      const body = {
        commandId: 'seed-att-regime-14X14',
        code: '14X14',
        description: 'Régimen 14 x 14',
        workDays: 14,
        restDays: 14,
      } as CreateItemBody;
      await attempt(body.commandId, async () => {
        try {
          await this.commands.execute(new CreateCatalogItemCommand(admin, regimes, body));
        } catch (err) {
          // already in the catalogue (seeded or made on the screen): nothing to add
          if (!(err instanceof DomainError && err.code === 'catalogs.codeTaken')) throw err;
        }
      });
    }
    for (const command of attendancePlan(today, await this.accreditedWorkers()))
      await attempt(commandIdOf(command), () => this.commands.execute(command));
    if (refused.length > 0) this.logger.warn(`attendance refused: ${refused.join('; ')}`);
    return refused;
  }

  /** The candidates accredited at the demo client once the sample activity is projected. */
  private async accreditedWorkers(): Promise<Set<string>> {
    await this.waiter.waitFor(await this.store.headPosition());
    const ids = attendanceSeedPeople().map((p) => p.personId);
    const rows = await this.readStore.getMany<
      { accreditedClients?: string[] } & Record<string, unknown>
    >(PEOPLE_COLLECTION, ids);
    return new Set(ids.filter((id) => rows.get(id)?.accreditedClients?.includes(CLIENT.clientId)));
  }

  /** Sets the company's control attendance flag through the company command (its other data kept). */
  private async controlAttendance(companyId: string): Promise<void> {
    const events = await this.store.readStream(STREAMS.company(companyId));
    const company = events.at(-1)?.data as CompanyRegistered['data'] | undefined;
    if (!company || company.controlAttendance) return;
    const { companyId: _id, ...fields } = company;
    await this.commands.execute(
      new UpdateCompanyCommand(actorUser('ADMIN'), {
        commandId: `seed-att-control-${companyId}`,
        companyId,
        name: fields.name,
        documentType: fields.documentType,
        documentNumber: fields.documentNumber,
        category: fields.category,
        country: fields.country,
        contractor: fields.contractor,
        address: fields.address ?? '',
        nickname: fields.nickname ?? '',
        controlAttendance: true,
      }),
    );
  }
}

const commandIdOf = (c: Planned) =>
  c instanceof ChangePersonAttendanceCommand ? c.change.body.commandId : c.body.commandId;
