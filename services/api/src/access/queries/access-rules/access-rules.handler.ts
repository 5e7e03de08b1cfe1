import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GroupRow, ProfileRow, ScheduleRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  ACCESS_GROUPS_COLLECTION,
  ACCESS_PROFILES_COLLECTION,
  ACCESS_SCHEDULES_COLLECTION,
} from '../../access.read-models';
import { ListGroupsQuery, ListProfilesQuery, ListSchedulesQuery } from './access-rules.query';

const MAX_ROWS = 2000;
const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);

@QueryHandler(ListSchedulesQuery)
export class ListSchedulesHandler implements IQueryHandler<ListSchedulesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListSchedulesQuery): Promise<ScheduleRow[]> {
    await this.waiter.waitFor(afterPosition);
    const rows = await this.readStore.find<ScheduleRow & { [k: string]: unknown }>(
      ACCESS_SCHEDULES_COLLECTION,
      { clientId: user.cid },
      MAX_ROWS,
    );
    return rows.sort(byCode);
  }
}

@QueryHandler(ListGroupsQuery)
export class ListGroupsHandler implements IQueryHandler<ListGroupsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListGroupsQuery): Promise<GroupRow[]> {
    await this.waiter.waitFor(afterPosition);
    const rows = await this.readStore.find<GroupRow & { [k: string]: unknown }>(
      ACCESS_GROUPS_COLLECTION,
      { clientId: user.cid },
      MAX_ROWS,
    );
    return rows.sort(byCode);
  }
}

@QueryHandler(ListProfilesQuery)
export class ListProfilesHandler implements IQueryHandler<ListProfilesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListProfilesQuery): Promise<ProfileRow[]> {
    await this.waiter.waitFor(afterPosition);
    const rows = await this.readStore.find<ProfileRow & { [k: string]: unknown }>(
      ACCESS_PROFILES_COLLECTION,
      { clientId: user.cid },
      MAX_ROWS,
    );
    return rows.sort(byCode);
  }
}
