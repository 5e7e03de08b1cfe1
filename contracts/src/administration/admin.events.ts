import type { DomainEvent } from '../shared/events';
import type { CompanyRow, ContractRow } from './administration.schemas';
import type { CompanyDetails, ContractAddendum, ContractDetails } from './company-contract.schemas';
import type {
  CountryHolidaysRow,
  Holiday,
  PositionFields,
  RepositoryRow,
  VehicleFields,
  CustomerFields,
} from './master-records.schemas';
import type { IndisciplineEntry, PersonFields, PersonState, PhotoKind } from './person.schemas';
import type { PersonRegistered } from './administration.events';

/**
 * Events of the administration module. Registrations of people, companies and contracts keep
 * their v1 types (catalog.PersonRegistered, …) with the new fields optional; a change is a full
 * snapshot in the registration's shape (…Updated), so the flows fold both the same way.
 */
export type PersonSnapshot = PersonRegistered['data'];
/** The administration fields of a person beyond the ones the flows read. */
export type PersonDetailsData = Omit<
  PersonFields,
  'documentType' | 'documentNumber' | 'names' | 'surnames' | 'companyId' | 'position' | 'condition'
>;
export type PersonUpdated = DomainEvent<
  'catalog.PersonUpdated',
  Omit<PersonSnapshot, 'details'> & { details: PersonDetailsData }
>;
export type PersonStateChanged = DomainEvent<
  'catalog.PersonStateChanged',
  { personId: string; state: PersonState; reason: string; date: string }
>;
export type PersonPositionAssigned = DomainEvent<
  'catalog.PersonPositionAssigned',
  { personId: string; position: string; positionId: string }
>;
export type IndisciplineRecorded = DomainEvent<
  'catalog.IndisciplineRecorded',
  IndisciplineEntry & { personId: string }
>;
export type PersonPhotoSet = DomainEvent<
  'catalog.PersonPhotoSet',
  { personId: string; kind: PhotoKind; key: string }
>;

export type CompanyUpdated = DomainEvent<
  'catalog.CompanyUpdated',
  CompanyRow & Partial<CompanyDetails>
>;
export type ContractUpdated = DomainEvent<
  'catalog.ContractUpdated',
  ContractRow & Partial<ContractDetails>
>;
export type ContractAddendumAdded = DomainEvent<
  'catalog.ContractAddendumAdded',
  ContractAddendum & { contractId: string }
>;

/** A position and a customer are a client's: `clientId` (absent on records registered before it: nobody's). */
type ClientRecord = { clientId?: string };
export type PositionRegistered = DomainEvent<
  'catalog.PositionRegistered',
  PositionFields & { positionId: string } & ClientRecord
>;
export type PositionUpdated = DomainEvent<
  'catalog.PositionUpdated',
  PositionFields & { positionId: string } & ClientRecord
>;
type VehicleData = VehicleFields & { vehicleId: string; companyName: string };
export type VehicleRegistered = DomainEvent<'catalog.VehicleRegistered', VehicleData>;
export type VehicleUpdated = DomainEvent<'catalog.VehicleUpdated', VehicleData>;
export type CustomerRegistered = DomainEvent<
  'catalog.CustomerRegistered',
  CustomerFields & { customerId: string } & ClientRecord
>;
export type CustomerUpdated = DomainEvent<
  'catalog.CustomerUpdated',
  CustomerFields & { customerId: string } & ClientRecord
>;
/** The password is stored as a scrypt hash (`scrypt$<salt>$<hash>`), never in clear. */
type RepositoryData = Omit<RepositoryRow, 'version' | 'hasPassword'> & { passwordHash: string };
export type RepositoryRegistered = DomainEvent<'catalog.RepositoryRegistered', RepositoryData>;
export type RepositoryUpdated = DomainEvent<'catalog.RepositoryUpdated', RepositoryData>;
export type CountryHolidaysRegistered = DomainEvent<
  'catalog.CountryHolidaysRegistered',
  Omit<CountryHolidaysRow, 'version'>
>;
export type HolidaySet = DomainEvent<
  'catalog.HolidaySet',
  { countryId: string; holiday: Holiday; previous: { day: number; month: number } | null }
>;
export type HolidayRemoved = DomainEvent<
  'catalog.HolidayRemoved',
  { countryId: string; day: number; month: number }
>;

/** The events of the master records (positions, vehicles, customers, repositories, country holidays). */
export type MasterRecordEvent =
  | PositionRegistered
  | PositionUpdated
  | VehicleRegistered
  | VehicleUpdated
  | CustomerRegistered
  | CustomerUpdated
  | RepositoryRegistered
  | RepositoryUpdated
  | CountryHolidaysRegistered
  | HolidaySet
  | HolidayRemoved;

export type AdminEvent =
  | PersonUpdated
  | PersonStateChanged
  | PersonPositionAssigned
  | IndisciplineRecorded
  | PersonPhotoSet
  | CompanyUpdated
  | ContractUpdated
  | ContractAddendumAdded
  | MasterRecordEvent;

/** catalog.document-<TYPE>-<NUMBER>: one person per document type and number (ADR 0002). */
type PersonDocumentData = { personId: string; documentType: string; documentNumber: string };
export type PersonDocumentClaimed = DomainEvent<
  'catalog.PersonDocumentClaimed',
  PersonDocumentData
>;
export type PersonDocumentReleased = DomainEvent<
  'catalog.PersonDocumentReleased',
  PersonDocumentData
>;
export type VehiclePhotoSet = DomainEvent<
  'catalog.VehiclePhotoSet',
  { vehicleId: string; kind: PhotoKind; key: string }
>;
