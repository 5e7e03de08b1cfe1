import { AttendanceMarksSeed } from './attendance-marks-seed';
import { Injectable, Logger } from '@nestjs/common';
import { Clock, EventStore, SiteCalendar } from '@faena/core';
import { UserDirectory } from '../identity/user-directory';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { seededDemoUsers } from './demo-users';
import { DEMO_SECURITY_SETTINGS, SECOND_CLIENT_SECURITY_SETTINGS } from './demo-security-settings';
import { FLOW_DEMO_USERS } from './flow-demo-users';
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
import { IdentificationSeed } from './identification-seed';
import { AttendanceSeed } from './attendance-seed';
import { appendSeedWrites } from './seed-event';
import { identificationSeeded, markSeedDone, SEED_COMMAND, seedCompleted } from './seed-completion';
import { BulkSeed } from './bulk-seed';
import { VehicleRequestsSeed } from './vehicle-requests-seed';

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
    if (await seedCompleted(this.store)) {
      await this.completeEarlierSeed();
      return { seeded: false, streams: 0, commands: 0, refused: [], seconds: 0 };
    }
    const now = this.clock.now();
    const today = this.calendar.dateOf(now);
    const master = await this.loadMasterData(now, today);
    const { commands, refused } = await this.playActivity(today, now);
    await markSeedDone(this.store, now, {
      streams: master.streams,
      commands,
      catalogItems: master.catalogItems,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.logger.log(
      `demo data loaded: ${master.streams} master streams, ${master.users} users, ${commands} sample commands in ${seconds.toFixed(1)} s`,
    );
    return { seeded: true, streams: master.streams, commands, refused, seconds };
  }

  /** A demo seeded before issues 18 and 21 gets their requirement and identification data now (once). */
  private async completeEarlierSeed(): Promise<void> {
    await this.requirements.run(this.calendar.dateOf(this.clock.now()));
    if (!(await identificationSeeded(this.store))) {
      await this.identification.types();
      await this.identification.credentials(this.calendar.dateOf(this.clock.now()));
    }
  }

  /** Master data, catalogues, login settings and demo users, then waits for the read models. */
  private async loadMasterData(
    now: Date,
    today: string,
  ): Promise<{ streams: number; catalogItems: number; users: number }> {
    const writes = masterData(today);
    const masterPosition = Math.max(
      await appendSeedWrites(this.store, writes, { seedCommand: SEED_COMMAND, now }),
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
    return { streams: writes.length, catalogItems, users: demoUsers.length };
  }

  /** The seed steps played through the commands, in order; answers the sample commands done and every refusal. */
  private async playActivity(
    today: string,
    now: Date,
  ): Promise<{ commands: number; refused: string[] }> {
    const before = await this.playPrerequisites(today);
    const activity = await this.activity.run(today);
    const after = await this.playAfterActivity(today, now);
    const refused = [
      ...before.requirements,
      ...activity.refused,
      ...after.bulk,
      ...after.visits,
      ...before.vehicles,
      ...after.devices,
      ...after.accessRules,
      ...before.identificationTypes,
      ...after.credentials,
      ...after.attendance,
    ];
    return { commands: activity.done, refused };
  }

  /** What the sample activity needs: its marks, seats and beds (a seat needs an accredited trip unit). */
  private async playPrerequisites(today: string) {
    const requirements = await this.requirements.run(today);
    const vehicles = await this.vehicleRequests.run(today);
    // a worker needs an identification type to pass a door: before the sample marks
    const identificationTypes = await this.identification.types();
    return {
      requirements: requirements?.refused ?? [],
      vehicles: vehicles?.refused ?? [],
      identificationTypes,
    };
  }

  /** The steps after the sample activity, each answering its refused commands. */
  private async playAfterActivity(today: string, now: Date) {
    const bulk = await this.bulk.run(today);
    const visits = await this.visits.run(today);
    const devices = await this.devices.run();
    const accessRules = await this.accessRules.run(today);
    const credentials = await this.identification.credentials(today);
    const attendance = await this.attendance.run(today);
    // after the attendance configuration's assignments: a month of marks for the assigned people
    await this.attendanceMarks.run(today, now);
    return { bulk, visits, devices, accessRules, credentials, attendance };
  }

  /** The sample commands read master data from streams; waiting lets read-model checks see it too. */
  private async waitForReadModels(position: number): Promise<void> {
    try {
      await this.waiter.waitFor(position);
    } catch {
      this.logger.warn('read models are behind the master data; sample activity runs anyway');
    }
  }
}
