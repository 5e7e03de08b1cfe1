import { AttendanceMarksSeed } from './attendance-marks-seed';
import { Injectable, Logger } from '@nestjs/common';
import { Clock, EventStore, SiteCalendar, WrongExpectedRevisionError } from '@faena/core';
import { UserDirectory } from '../identity/user-directory';
import { ReadWaiter } from '../platform/storage/read-waiter';
import {
  DEMO_SECURITY_SETTINGS,
  FLOW_DEMO_USERS,
  SECOND_CLIENT_SECURITY_SETTINGS,
  seededDemoUsers,
} from './demo-users';
import { CLIENT } from './data/master';
import { SECOND_CLIENT } from './data/second-client';
import { AdminBootstrap } from './admin-bootstrap';
import { SecuritySettingsService } from '../security/security-settings.service';
import { masterData } from './master-data';
import { SampleActivity } from './sample-activity';
import { CatalogSeed } from './catalog-seed';
import { AdministrationSeed } from './administration-seed';
import { RequirementsSeed } from './requirements-seed';
import { VisitsSeed } from './visits-seed';
import { DevicesSeed } from './devices-seed';
import { AccessRulesSeed } from './access-rules-seed';
import { IdentificationSeed, identificationTypesPlan } from './identification-seed';
import { STREAMS } from '@faena/contracts';
import { AttendanceSeed } from './attendance-seed';
import { appendSeedWrites, seedEvent } from './seed-event';
import { BulkSeed } from './bulk-seed';
import { VehicleRequestsSeed } from './vehicle-requests-seed';

export const SEED_STREAM = 'system.seed';
const SEED_COMMAND = 'seed-demo-v1';

export interface SeedOutcome {
  seeded: boolean;
  streams: number;
  commands: number;
  /** sample commands the rules refused (command id: error code) */
  refused: string[];
  seconds: number;
}

/**
 * Loads the demo once: master data as events (fixed ids), the demo users, then sample activity
 * through the command handlers. Skipped when `system.seed` exists; a run cut short is completed by
 * the next start (every event id and command id is fixed, so nothing is written twice).
 */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
    private readonly settings: SecuritySettingsService,
    private readonly activity: SampleActivity,
    private readonly waiter: ReadWaiter,
    private readonly catalogs: CatalogSeed,
    private readonly administration: AdministrationSeed,
    private readonly calendar: SiteCalendar,
    private readonly bootstrap: AdminBootstrap,
    private readonly requirements: RequirementsSeed,
    private readonly bulk: BulkSeed,
    private readonly visits: VisitsSeed,
    private readonly vehicleRequests: VehicleRequestsSeed,
    private readonly devices: DevicesSeed,
    private readonly accessRules: AccessRulesSeed,
    private readonly identification: IdentificationSeed,
    private readonly attendance: AttendanceSeed,
    private readonly attendanceMarks: AttendanceMarksSeed,
  ) {}

  async run(): Promise<SeedOutcome> {
    const started = process.hrtime.bigint();
    if ((await this.store.readStream(SEED_STREAM)).length > 0) {
      // a demo seeded before issue 18 gets its requirement types and documents now (once)
      await this.requirements.run(this.calendar.dateOf(this.clock.now()));
      // a demo seeded before issue 21 gets its identification types and credentials now (once)
      if (!(await this.identificationSeeded())) {
        await this.identification.types();
        await this.identification.credentials(this.calendar.dateOf(this.clock.now()));
      }
      return { seeded: false, streams: 0, commands: 0, refused: [], seconds: 0 };
    }
    const now = this.clock.now();
    const today = this.calendar.dateOf(now);
    const writes = masterData(today);
    const masterPosition = Math.max(
      await appendSeedWrites(this.store, SEED_COMMAND, writes, now),
      await this.administration.run(),
    );
    const catalogItems = (await this.catalogs.run()).done;
    for (const s of DEMO_SECURITY_SETTINGS) await this.settings.save(CLIENT.clientId, s, 'SYSTEM');
    for (const s of SECOND_CLIENT_SECURITY_SETTINGS)
      await this.settings.save(SECOND_CLIENT.clientId, s, 'SYSTEM');
    const demoUsers = seededDemoUsers(this.bootstrap.applies);
    const userPositions = await Promise.all(
      [...demoUsers, ...FLOW_DEMO_USERS].map((u) => this.users.register(u)),
    );
    await this.waitForReadModels(Math.max(masterPosition, ...userPositions));
    // before the activity: its marks, seats and beds need them (a seat, an accredited trip unit)
    const requirements = await this.requirements.run(today);
    const vehicles = await this.vehicleRequests.run(today);
    // a worker needs an identification type to pass a door: before the sample marks
    const identificationTypes = await this.identification.types();
    const activity = await this.activity.run(today);
    const bulk = await this.bulk.run(today);
    const visits = await this.visits.run(today);
    const devices = await this.devices.run();
    const accessRules = await this.accessRules.run(today);
    const credentials = await this.identification.credentials(today);
    const attendance = await this.attendance.run(today);
    // after the attendance configuration's assignments: a month of marks for the assigned people
    await this.attendanceMarks.run(today, now);
    await this.markDone(now, { streams: writes.length, commands: activity.done, catalogItems });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.logger.log(
      `demo data loaded: ${writes.length} master streams, ${demoUsers.length} users, ${activity.done} sample commands in ${seconds.toFixed(1)} s`,
    );
    return {
      seeded: true,
      streams: writes.length,
      commands: activity.done,
      refused: [
        ...(requirements?.refused ?? []),
        ...activity.refused,
        ...bulk,
        ...visits,
        ...(vehicles?.refused ?? []),
        ...devices,
        ...accessRules,
        ...identificationTypes,
        ...credentials,
        ...attendance,
      ],
      seconds,
    };
  }

  /** Whether the identification seed ran (the first demo person's type is its first command). */
  private async identificationSeeded(): Promise<boolean> {
    const first = identificationTypesPlan()[0];
    if (!first) return true;
    return (
      (await this.store.readStream(STREAMS.personIdentification(first.body.personId))).length > 0
    );
  }

  /** The sample commands read master data from streams; waiting lets read-model checks see it too. */
  private async waitForReadModels(position: number): Promise<void> {
    try {
      await this.waiter.waitFor(position);
    } catch {
      this.logger.warn('read models are behind the master data; sample activity runs anyway');
    }
  }

  private async markDone(
    now: Date,
    counts: { streams: number; commands: number; catalogItems: number },
  ): Promise<void> {
    const event = {
      type: 'system.SeedCompleted',
      version: 1,
      data: { ...counts, version: SEED_COMMAND },
    };
    try {
      await this.store.append(
        SEED_STREAM,
        [seedEvent(SEED_COMMAND, SEED_STREAM, 0, event, now)],
        'no_stream',
      );
    } catch (err) {
      // another node finished the same seed first
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
    }
  }
}
