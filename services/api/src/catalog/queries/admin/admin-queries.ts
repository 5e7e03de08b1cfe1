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
  type StoredEvent,
} from '@faena/contracts';
import { EventStore, ReadStore, type Doc, type EqualityFilter } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { companySpec, contractSpec, countrySpec, personSpec, vehiclePhotosSpec } from '../../commands/catalog-specs';
import { personFieldsOf } from '../../domain/person.decider';
import { RECORD_KINDS, recordSpec, type RecordKindName } from '../../domain/master-record.decider';
import { PeopleScope } from '../people-scope/people-scope';

/** The administration grids: collection and the fields a grid may filter and sort by. */
export const ADMIN_GRIDS = {
  companies: { collection: 'companies_v1', fields: COMPANY_GRID_FIELDS, companyScoped: false },
  contracts: { collection: 'contracts_v1', fields: CONTRACT_GRID_FIELDS, companyScoped: true },
  positions: { collection: 'positions_v1', fields: POSITION_GRID_FIELDS, companyScoped: false },
  vehicles: { collection: 'vehicles_v1', fields: VEHICLE_GRID_FIELDS, companyScoped: true },
  customers: { collection: 'customers_v1', fields: CUSTOMER_GRID_FIELDS, companyScoped: false },
  repositories: { collection: 'repositories_v1', fields: REPOSITORY_GRID_FIELDS, companyScoped: false },
  countries: { collection: 'countries_v1', fields: ['name'], companyScoped: false },
} as const;
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
  ) {}

  async grid(user: AuthUser, name: AdminGrid, grid: GridQuery, afterPosition?: number): Promise<GridPage<Doc>> {
    const spec = ADMIN_GRIDS[name];
    checkGridFields(grid, spec.fields);
    await this.waiter.waitFor(afterPosition);
    const scope: EqualityFilter = spec.companyScoped && user.coid ? { companyId: user.coid } : {};
    return this.readStore.query<Doc>(spec.collection, grid, scope);
  }

  async fold<S>(stream: string, spec: { initial: () => S; evolve: (s: S, e: StoredEvent) => S }): Promise<S> {
    return (await this.events.readStream(stream)).reduce(spec.evolve, spec.initial());
  }

  async person(user: AuthUser, personId: string): Promise<PersonDetail> {
    const person = await this.fold(STREAMS.person(personId), personSpec);
    const fields = personFieldsOf(person);
    if (!person.snapshot || !fields) throw new DomainError('catalog.personNotFound');
    if (user.coid && person.snapshot.companyId !== user.coid) throw new DomainError('catalog.personNotFound');
    if (!(await this.people.serves(person.snapshot.companyId, user.cid))) throw new DomainError('catalog.personNotFound');
    return { ...fields, personId, companyName: person.snapshot.companyName, state: person.state, photos: person.photos, indiscipline: person.indiscipline };
  }

  async company(companyId: string) {
    const company = await this.fold(STREAMS.company(companyId), companySpec);
    if (!company) throw new DomainError('catalog.companyNotFound');
    return { address: '', nickname: '', controlAttendance: false, ...company };
  }

  async contract(user: AuthUser, contractId: string) {
    const contract = await this.fold(STREAMS.contract(contractId), contractSpec);
    if (!contract.row || (user.coid && contract.row.companyId !== user.coid)) throw new DomainError('catalog.contractNotFound');
    return { ...contract.row, addendums: contract.addendums };
  }

  async record(kind: RecordKindName, id: string) {
    const record = await this.fold(`catalog.${kind}-${id}`, recordSpec(RECORD_KINDS[kind]));
    if (!record) throw new DomainError('catalog.recordNotFound');
    const { passwordHash, ...rest } = record;
    if (kind === 'vehicle') return { ...record, photos: await this.vehiclePhotos(id) };
    return kind === 'repository' ? { ...rest, hasPassword: typeof passwordHash === 'string' && passwordHash !== '' } : record;
  }

  /** A vehicle's photo keys by kind (profile, mobile, extra). */
  async vehiclePhotos(vehicleId: string) {
    const state = await this.fold(STREAMS.vehicle(vehicleId), vehiclePhotosSpec);
    if (!state.exists) throw new DomainError('catalog.recordNotFound');
    return state.photos;
  }

  async country(countryId: string) {
    const country = await this.fold(STREAMS.country(countryId), countrySpec);
    if (!country.countryId) throw new DomainError('catalog.recordNotFound');
    return country;
  }
}
