import { Injectable } from '@nestjs/common';
import {
  checkGridFields,
  COMPANY_GRID_FIELDS,
  CONTRACT_GRID_FIELDS,
  CUSTOMER_GRID_FIELDS,
  DomainError,
  POSITION_GRID_FIELDS,
  REPOSITORY_GRID_FIELDS,
  STREAMS,
  VEHICLE_GRID_FIELDS,
  type GridPage,
  type GridQuery,
  type PersonDetail,
  type DomainEvent,
} from '@faena/contracts';
import { EventStore, ReadStore, type Doc } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { foldEvents, type StreamSpec } from '../../../platform/commands/command-runner';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  companySpec,
  contractSpec,
  countrySpec,
  personSpec,
  vehiclePhotosSpec,
} from '../../commands/administration-specs';
import { personFieldsOf } from '../../domain/person-fields';
import { RECORD_KINDS, recordSpec, type RecordKindName } from '../../domain/master-record.decider';
import { callerOf, ownedBy, type Tenancy } from '../../domain/tenancy';
import { PeopleScope } from '../people-scope/people-scope';
import { RecordScope } from '../record-scope/record-scope';

type GridSpec = {
  collection: string;
  fields: readonly string[];
  tenancy: Tenancy;
  namesCompany?: boolean;
};

/** The administration grids: collection, the fields a grid may filter and sort by, and whose rows they are (tenancy.ts). */
export const ADMIN_GRIDS = {
  companies: { collection: 'companies_v1', fields: COMPANY_GRID_FIELDS, tenancy: 'company' },
  contracts: {
    collection: 'contracts_v1',
    fields: CONTRACT_GRID_FIELDS,
    tenancy: 'client',
    namesCompany: true,
  },
  positions: { collection: 'positions_v1', fields: POSITION_GRID_FIELDS, tenancy: 'client' },
  vehicles: { collection: 'vehicles_v1', fields: VEHICLE_GRID_FIELDS, tenancy: 'company' },
  customers: { collection: 'customers_v1', fields: CUSTOMER_GRID_FIELDS, tenancy: 'client' },
  repositories: {
    collection: 'repositories_v1',
    fields: REPOSITORY_GRID_FIELDS,
    tenancy: 'global',
  },
  countries: { collection: 'countries_v1', fields: ['name'], tenancy: 'global' },
} as const satisfies Record<string, GridSpec>;
export type AdminGrid = keyof typeof ADMIN_GRIDS;

/**
 * Reads of the administration: grids from the read models (server paging), single records folded
 * from their own stream (the source of truth, so an edit form never shows a lagging row).
 */
@Injectable()
export class AdminQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
    private readonly scope: RecordScope,
  ) {}

  async grid(
    user: AuthUser,
    {
      name,
      grid,
      afterPosition,
    }: { name: AdminGrid; grid: GridQuery; afterPosition?: number | undefined },
  ): Promise<GridPage<Doc>> {
    const spec: GridSpec = ADMIN_GRIDS[name];
    checkGridFields(grid, spec.fields);
    await this.waiter.waitFor(afterPosition);
    const scope = await this.scope.gridScope(user, spec.tenancy, spec.namesCompany);
    if (!scope) return { totalCount: 0, data: [] };
    return this.readStore.query<Doc>(spec.collection, grid, scope);
  }

  async fold<S, E extends DomainEvent>(stream: string, spec: StreamSpec<S, E>): Promise<S> {
    return foldEvents(await this.events.readStream(stream), spec);
  }

  async person(user: AuthUser, personId: string): Promise<PersonDetail> {
    const person = await this.fold(STREAMS.person(personId), personSpec);
    const fields = personFieldsOf(person);
    if (
      !person.snapshot ||
      !fields ||
      !(await this.people.reaches(user, person.snapshot.companyId))
    )
      throw new DomainError('catalog.personNotFound');
    return {
      ...fields,
      personId,
      companyName: person.snapshot.companyName,
      state: person.state,
      photos: person.photos,
      indiscipline: person.indiscipline,
    };
  }

  /** A company tied only to other clients is theirs (the people rule): not found. */
  async company(user: AuthUser, companyId: string) {
    const company = await this.fold(STREAMS.company(companyId), companySpec);
    if (!company || !(await this.people.reaches(user, companyId)))
      throw new DomainError('catalog.companyNotFound');
    return { address: '', nickname: '', controlAttendance: false, ...company };
  }

  async contract(user: AuthUser, contractId: string) {
    const contract = await this.fold(STREAMS.contract(contractId), contractSpec);
    // a contract is its client's (a contractor's: of its own company)
    if (!contract.row || !ownedBy(contract.row, callerOf(user)))
      throw new DomainError('catalog.contractNotFound');
    return { ...contract.row, addendums: contract.addendums };
  }

  /** A record the caller does not reach (by its kind's tenancy) answers as a missing one. */
  async record(user: AuthUser, kind: RecordKindName, id: string) {
    const record = await this.fold(`catalog.${kind}-${id}`, recordSpec(RECORD_KINDS[kind]));
    if (!record || !(await this.scope.reaches(user, RECORD_KINDS[kind].tenancy, record)))
      throw new DomainError('catalog.recordNotFound');
    const { passwordHash, ...rest } = record;
    if (kind === 'vehicle') return { ...record, photos: await this.vehiclePhotos(user, id) };
    return kind === 'repository'
      ? { ...rest, hasPassword: typeof passwordHash === 'string' && passwordHash !== '' }
      : record;
  }

  /** A vehicle's photo keys by kind (profile, mobile, extra), while the caller reaches its company. */
  async vehiclePhotos(user: AuthUser, vehicleId: string) {
    const state = await this.fold(STREAMS.vehicle(vehicleId), vehiclePhotosSpec);
    if (!state.exists || !(await this.scope.reaches(user, 'company', state)))
      throw new DomainError('catalog.recordNotFound');
    return state.photos;
  }

  async country(countryId: string) {
    const country = await this.fold(STREAMS.country(countryId), countrySpec);
    if (!country.countryId) throw new DomainError('catalog.recordNotFound');
    return country;
  }
}
