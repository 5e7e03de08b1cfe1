import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import {
  ClientRegisteredSchema,
  CompanySnapshotSchema,
  ContractSnapshotSchema,
  type PersonDetailsDataSchema,
  PersonRegisteredSchema,
  PersonUpdatedSchema,
} from './administration.events';
import {
  CustomerFieldsSchema,
  HolidaySchema,
  PositionFieldsSchema,
  RepositoryFieldsSchema,
  SIZE_UNITS,
  VehicleFieldsSchema,
} from './master-records.schemas';
import { PERSON_STATES, PHOTO_KINDS, SEVERITIES } from './person.schemas';

const personId = z.string();
const ContractAddendumAddedSchema = z.object({
  contractId: z.string(),
  addendumId: z.string(),
  number: z.number().int(),
  date: z.string(),
  reason: z.string(),
  previousEndDate: z.string(),
  newEndDate: z.string(),
  previousQuota: z.number().int(),
  newQuota: z.number().int(),
});
const IndisciplineRecordedSchema = z.object({
  personId,
  entryId: z.string(),
  severity: z.enum(SEVERITIES),
  observation: z.string(),
  date: z.string(),
  fileKey: z.string(),
  fileName: z.string(),
  size: z.number().int(),
});
/** A position and a customer are a client's: `clientId` (absent on records registered before it: nobody's). */
const clientRecord = { clientId: z.string().optional() };
const PositionSchema = PositionFieldsSchema.extend({ positionId: z.string(), ...clientRecord });
const VehicleSchema = VehicleFieldsSchema.extend({
  vehicleId: z.string(),
  companyName: z.string(),
});
const CustomerSchema = CustomerFieldsSchema.extend({ customerId: z.string(), ...clientRecord });
/** The password is stored as a scrypt hash (`scrypt$<salt>$<hash>`), never in clear. */
const RepositorySchema = z.object({
  repositoryId: z.string(),
  path: RepositoryFieldsSchema.shape.path,
  user: RepositoryFieldsSchema.shape.user,
  maxSize: z.number().int(),
  unit: z.enum(SIZE_UNITS),
  passwordHash: z.string(),
});
const StoredHolidaySchema = HolidaySchema.and(z.object({ template: z.boolean() }));
const dayMonth = { day: z.number().int(), month: z.number().int() };
/** catalog.document-<TYPE>-<NUMBER>: one person per document type and number (ADR 0002). */
const PersonDocumentSchema = z.object({
  personId,
  documentType: z.string(),
  documentNumber: z.string(),
});

/**
 * The administration context's events. Registrations of people, companies and contracts keep
 * their v1 types (catalog.PersonRegistered, …) with the new fields optional; a change is a full
 * snapshot in the registration's shape (…Updated), so the flows fold both the same way.
 */
export const ADMINISTRATION_EVENTS = {
  'catalog.ClientRegistered': eventDefinition(ClientRegisteredSchema),
  'catalog.CompanyRegistered': eventDefinition(CompanySnapshotSchema),
  'catalog.ContractRegistered': eventDefinition(ContractSnapshotSchema),
  'catalog.PersonRegistered': eventDefinition(PersonRegisteredSchema),
  'catalog.PersonUpdated': eventDefinition(PersonUpdatedSchema),
  'catalog.PersonStateChanged': eventDefinition(
    z.object({ personId, state: z.enum(PERSON_STATES), reason: z.string(), date: z.string() }),
  ),
  'catalog.PersonPositionAssigned': eventDefinition(
    z.object({ personId, position: z.string(), positionId: z.string() }),
  ),
  'catalog.IndisciplineRecorded': eventDefinition(IndisciplineRecordedSchema),
  'catalog.PersonPhotoSet': eventDefinition(
    z.object({ personId, kind: z.enum(PHOTO_KINDS), key: z.string() }),
  ),
  'catalog.CompanyUpdated': eventDefinition(CompanySnapshotSchema),
  'catalog.ContractUpdated': eventDefinition(ContractSnapshotSchema),
  'catalog.ContractAddendumAdded': eventDefinition(ContractAddendumAddedSchema),
  'catalog.PositionRegistered': eventDefinition(PositionSchema),
  'catalog.PositionUpdated': eventDefinition(PositionSchema),
  'catalog.VehicleRegistered': eventDefinition(VehicleSchema),
  'catalog.VehicleUpdated': eventDefinition(VehicleSchema),
  'catalog.CustomerRegistered': eventDefinition(CustomerSchema),
  'catalog.CustomerUpdated': eventDefinition(CustomerSchema),
  'catalog.RepositoryRegistered': eventDefinition(RepositorySchema),
  'catalog.RepositoryUpdated': eventDefinition(RepositorySchema),
  'catalog.CountryHolidaysRegistered': eventDefinition(
    z.object({ countryId: z.string(), name: z.string(), holidays: z.array(StoredHolidaySchema) }),
  ),
  'catalog.HolidaySet': eventDefinition(
    z.object({
      countryId: z.string(),
      holiday: StoredHolidaySchema,
      previous: z.object(dayMonth).nullable(),
    }),
  ),
  'catalog.HolidayRemoved': eventDefinition(z.object({ countryId: z.string(), ...dayMonth })),
  'catalog.PersonDocumentClaimed': eventDefinition(PersonDocumentSchema),
  'catalog.PersonDocumentReleased': eventDefinition(PersonDocumentSchema),
  'catalog.VehiclePhotoSet': eventDefinition(
    z.object({ vehicleId: z.string(), kind: z.enum(PHOTO_KINDS), key: z.string() }),
  ),
};
type Administration = typeof ADMINISTRATION_EVENTS;
type Of<K extends Extract<keyof Administration, string>> = RegisteredEvent<Administration, K>;

export type PersonSnapshot = z.infer<typeof PersonRegisteredSchema>;
export type PersonDetailsData = z.infer<typeof PersonDetailsDataSchema>;
export type PersonUpdated = Of<'catalog.PersonUpdated'>;
export type PersonStateChanged = Of<'catalog.PersonStateChanged'>;
export type PersonPositionAssigned = Of<'catalog.PersonPositionAssigned'>;
export type IndisciplineRecorded = Of<'catalog.IndisciplineRecorded'>;
export type PersonPhotoSet = Of<'catalog.PersonPhotoSet'>;
export type CompanyUpdated = Of<'catalog.CompanyUpdated'>;
export type ContractUpdated = Of<'catalog.ContractUpdated'>;
export type ContractAddendumAdded = Of<'catalog.ContractAddendumAdded'>;
export type PositionRegistered = Of<'catalog.PositionRegistered'>;
export type PositionUpdated = Of<'catalog.PositionUpdated'>;
export type VehicleRegistered = Of<'catalog.VehicleRegistered'>;
export type VehicleUpdated = Of<'catalog.VehicleUpdated'>;
export type CustomerRegistered = Of<'catalog.CustomerRegistered'>;
export type CustomerUpdated = Of<'catalog.CustomerUpdated'>;
export type RepositoryRegistered = Of<'catalog.RepositoryRegistered'>;
export type RepositoryUpdated = Of<'catalog.RepositoryUpdated'>;
export type CountryHolidaysRegistered = Of<'catalog.CountryHolidaysRegistered'>;
export type HolidaySet = Of<'catalog.HolidaySet'>;
export type HolidayRemoved = Of<'catalog.HolidayRemoved'>;

/** The events of the master records (positions, vehicles, customers, repositories, country holidays). */
export type MasterRecordEvent = EventsOf<
  Administration,
  | 'catalog.PositionRegistered'
  | 'catalog.PositionUpdated'
  | 'catalog.VehicleRegistered'
  | 'catalog.VehicleUpdated'
  | 'catalog.CustomerRegistered'
  | 'catalog.CustomerUpdated'
  | 'catalog.RepositoryRegistered'
  | 'catalog.RepositoryUpdated'
  | 'catalog.CountryHolidaysRegistered'
  | 'catalog.HolidaySet'
  | 'catalog.HolidayRemoved'
>;

export type AdminEvent =
  | EventsOf<
      Administration,
      | 'catalog.PersonUpdated'
      | 'catalog.PersonStateChanged'
      | 'catalog.PersonPositionAssigned'
      | 'catalog.IndisciplineRecorded'
      | 'catalog.PersonPhotoSet'
      | 'catalog.CompanyUpdated'
      | 'catalog.ContractUpdated'
      | 'catalog.ContractAddendumAdded'
    >
  | MasterRecordEvent;

/** The events of catalog.person-<personId> (other contexts fold it into their own view). */
export type PersonStreamEvent = EventsOf<
  Administration,
  | 'catalog.PersonRegistered'
  | 'catalog.PersonUpdated'
  | 'catalog.PersonStateChanged'
  | 'catalog.PersonPositionAssigned'
  | 'catalog.IndisciplineRecorded'
  | 'catalog.PersonPhotoSet'
>;
/** The events of catalog.contract-<contractId>. */
export type ContractStreamEvent = EventsOf<
  Administration,
  'catalog.ContractRegistered' | 'catalog.ContractUpdated' | 'catalog.ContractAddendumAdded'
>;

export type PersonDocumentClaimed = Of<'catalog.PersonDocumentClaimed'>;
export type PersonDocumentReleased = Of<'catalog.PersonDocumentReleased'>;
export type VehiclePhotoSet = Of<'catalog.VehiclePhotoSet'>;
