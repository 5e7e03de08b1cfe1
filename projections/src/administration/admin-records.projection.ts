import {
  CUSTOMER_GRID_FIELDS,
  POSITION_GRID_FIELDS,
  REPOSITORY_GRID_FIELDS,
  VEHICLE_GRID_FIELDS,
  type MasterRecordEvent,
  type RepositoryRegistered,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type ProjectionContext } from '../runner/projection';

export const POSITIONS_COLLECTION = 'positions_v1';
export const VEHICLES_COLLECTION = 'vehicles_v1';
export const CUSTOMERS_COLLECTION = 'customers_v1';
export const REPOSITORIES_COLLECTION = 'repositories_v1';
export const COUNTRIES_COLLECTION = 'countries_v1';

type Event = MasterRecordEvent;

/** The row as written: the event's data at the event's position. */
const versioned = (data: object, ctx: ProjectionContext) => ({ ...data, version: ctx.position });

/** A repository row never carries the password hash, only whether one is set. */
function putRepository(data: RepositoryRegistered['data'], ctx: ProjectionContext): void {
  const { passwordHash, ...rest } = data;
  ctx.put(
    REPOSITORIES_COLLECTION,
    data.repositoryId,
    versioned({ ...rest, hasPassword: passwordHash !== '' }, ctx),
  );
}

type CountryDoc = {
  countryId: string;
  name: string;
  holidays: Array<{ day: number; month: number; name: string; template: boolean }>;
  version: number;
};
const same = (h: { day: number; month: number }, day: number, month: number) =>
  h.day === day && h.month === month;
const sorted = (list: CountryDoc['holidays']) =>
  [...list].sort((a, b) => a.month - b.month || a.day - b.day);

async function changeHolidays(
  ctx: ProjectionContext,
  countryId: string,
  change: (list: CountryDoc['holidays']) => CountryDoc['holidays'],
): Promise<void> {
  const doc = (await ctx.get<CountryDoc>(COUNTRIES_COLLECTION, countryId)) ?? {
    countryId,
    name: countryId,
    holidays: [],
    version: 0,
  };
  ctx.put(
    COUNTRIES_COLLECTION,
    countryId,
    versioned({ ...doc, holidays: sorted(change(doc.holidays)) }, ctx),
  );
}

/** admin-records.v1: the grids of positions, vehicles, customers, repositories and countries' holidays. */
export const adminRecordsProjection = defineProjection({
  name: 'admin-records.v1',
  collections: [
    // positions and customers are a client's: every grid is scoped by clientId; vehicles by their company
    { name: POSITIONS_COLLECTION, indexes: [...POSITION_GRID_FIELDS, 'clientId'] },
    {
      name: VEHICLES_COLLECTION,
      indexes: [...VEHICLE_GRID_FIELDS, 'companyId'],
      search: ['plate'],
    },
    { name: CUSTOMERS_COLLECTION, indexes: [...CUSTOMER_GRID_FIELDS, 'clientId'] },
    { name: REPOSITORIES_COLLECTION, indexes: [...REPOSITORY_GRID_FIELDS] },
    { name: COUNTRIES_COLLECTION, indexes: ['name'] },
  ],
  ...handlersOf<Event>(
    {
      'catalog.PositionRegistered': ({ data }, ctx) =>
        ctx.put(POSITIONS_COLLECTION, data.positionId, versioned(data, ctx)),
      'catalog.PositionUpdated': ({ data }, ctx) =>
        ctx.put(POSITIONS_COLLECTION, data.positionId, versioned(data, ctx)),
      'catalog.VehicleRegistered': ({ data }, ctx) =>
        ctx.put(VEHICLES_COLLECTION, data.vehicleId, versioned(data, ctx)),
      'catalog.VehicleUpdated': ({ data }, ctx) =>
        ctx.put(VEHICLES_COLLECTION, data.vehicleId, versioned(data, ctx)),
      'catalog.CustomerRegistered': ({ data }, ctx) =>
        ctx.put(CUSTOMERS_COLLECTION, data.customerId, versioned(data, ctx)),
      'catalog.CustomerUpdated': ({ data }, ctx) =>
        ctx.put(CUSTOMERS_COLLECTION, data.customerId, versioned(data, ctx)),
      'catalog.RepositoryRegistered': ({ data }, ctx) => putRepository(data, ctx),
      'catalog.RepositoryUpdated': ({ data }, ctx) => putRepository(data, ctx),
      'catalog.CountryHolidaysRegistered': ({ data }, ctx) =>
        ctx.put(
          COUNTRIES_COLLECTION,
          data.countryId,
          versioned({ ...data, holidays: sorted(data.holidays) }, ctx),
        ),
      'catalog.HolidaySet': ({ data }, ctx) =>
        changeHolidays(ctx, data.countryId, (list) => [
          ...list.filter(
            (h) =>
              !same(h, data.holiday.day, data.holiday.month) &&
              !(data.previous && same(h, data.previous.day, data.previous.month)),
          ),
          data.holiday,
        ]),
      'catalog.HolidayRemoved': ({ data }, ctx) =>
        changeHolidays(ctx, data.countryId, (list) =>
          list.filter((h) => !same(h, data.day, data.month)),
        ),
    },
    {
      'catalog.HolidaySet': ({ data }) => [[COUNTRIES_COLLECTION, data.countryId]],
      'catalog.HolidayRemoved': ({ data }) => [[COUNTRIES_COLLECTION, data.countryId]],
    },
  ),
});
