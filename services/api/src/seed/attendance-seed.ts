import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  catalogById,
  DomainError,
  STREAMS,
  ValidationError,
  type CompanyRegistered,
  type CreateItemBody,
} from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { PEOPLE_COLLECTION } from '../administration/administration.read-models';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { CLIENT } from './data/master';
import { UpdateCompanyCommand } from '../administration/commands/update-company/update-company.command';
import { ChangePersonAttendanceCommand } from '../attendance/commands/attendance.commands';
import { CreateCatalogItemCommand } from '../catalogs/commands/create-catalog-item/create-catalog-item.command';
import { actorUser } from './sample-activity';
import { ATTENDANCE_COMPANIES, attendanceSeedPeople } from './attendance-companies';
import { attendancePlan } from './attendance-plan';

/** Runs a seed step; a refusal is recorded under its command id instead of thrown. */
type Attempt = (id: string, run: () => Promise<unknown>) => Promise<void>;

const recordingRefusals =
  (refused: string[]): Attempt =>
  async (id, run) => {
    try {
      await run();
    } catch (err) {
      const code =
        err instanceof DomainError || err instanceof ValidationError ? err.code : String(err);
      refused.push(`${id}: ${code}`);
    }
  };

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
    const attempt = recordingRefusals(refused);
    for (const { companyId } of ATTENDANCE_COMPANIES)
      await attempt(`seed-att-control-${companyId}`, () => this.controlAttendance(companyId));
    await this.addRegime(attempt);
    for (const command of attendancePlan(today, await this.accreditedWorkers()))
      await attempt(commandIdOf(command), () => this.commands.execute(command));
    if (refused.length > 0) this.logger.warn(`attendance refused: ${refused.join('; ')}`);
    return refused;
  }

  /** The 14×14 regime in the regimes catalogue (kept when it is there already). */
  private async addRegime(attempt: Attempt): Promise<void> {
    const regimes = catalogById('regimes');
    if (!regimes) return;
    const body = {
      commandId: 'seed-att-regime-14X14',
      code: '14X14',
      description: 'Régimen 14 x 14',
      workDays: 14,
      restDays: 14,
    } as CreateItemBody;
    await attempt(body.commandId, async () => {
      try {
        await this.commands.execute(
          new CreateCatalogItemCommand(actorUser('ADMIN'), regimes, body),
        );
      } catch (err) {
        // already in the catalogue (seeded or made on the screen): nothing to add
        if (!(err instanceof DomainError && err.code === 'catalogs.codeTaken')) throw err;
      }
    });
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
