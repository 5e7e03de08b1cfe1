import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  VISIT_GRID_FIELDS,
  type GridPage,
  type VisitRow,
  type VisitZone,
} from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { ZONES_COLLECTION, type ZoneDoc } from '../../../access/access.read-models';
import { VISITS_COLLECTION, type VisitDoc } from '../../accreditation.read-models';
import { ListVisitsQuery, VisitZonesQuery } from './list-visits.query';

/** What a caller may see of the visits: the client's, or only their own without request.readAll. */
export function visitScope(user: AuthUser): EqualityFilter {
  return hasPermission(user, 'request.readAll')
    ? { clientId: user.cid }
    : { clientId: user.cid, requestedBy: user.sub };
}

@QueryHandler(ListVisitsQuery)
export class ListVisitsHandler implements IQueryHandler<ListVisitsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, grid, afterPosition }: ListVisitsQuery): Promise<GridPage<VisitRow>> {
    checkGridFields(grid, VISIT_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<VisitDoc>(VISITS_COLLECTION, grid, visitScope(user));
  }
}

const MAX_ZONES = 500;

@QueryHandler(VisitZonesQuery)
export class VisitZonesHandler implements IQueryHandler<VisitZonesQuery> {
  constructor(private readonly readStore: ReadStore) {}

  async execute({ user }: VisitZonesQuery): Promise<VisitZone[]> {
    const zones = await this.readStore.find<ZoneDoc>(
      ZONES_COLLECTION,
      { clientId: user.cid },
      MAX_ZONES,
    );
    return zones
      .map((z) => ({ zoneId: z.zoneId, name: z.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
