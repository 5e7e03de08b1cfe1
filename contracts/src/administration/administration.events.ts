import { z } from 'zod';
import type { EventsOf, RegisteredEvent } from '../shared/event-registry';
import type { ADMINISTRATION_EVENTS } from './admin.events';
import { PERSON_CONDITIONS } from './administration.schemas';
import { PersonFieldsSchema } from './person.schemas';

// The administration context's registrations. Its events and streams keep the `catalog.` prefix the
// context had when they were first stored (stored events are never renamed).

export const ClientRegisteredSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  divisions: z.array(z.object({ divisionId: z.string(), name: z.string() })),
});
/** A company (CompanyRow) with its administration details (optional: the first events had none). */
export const CompanySnapshotSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  contractor: z.boolean(),
  category: z.string(),
  country: z.string(),
  nickname: z.string().optional(),
  address: z.string().optional(),
  controlAttendance: z.boolean().optional(),
});
/** A contract (ContractRow) with its administration details (optional: the first events had none). */
export const ContractSnapshotSchema = z.object({
  contractId: z.string(),
  code: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  subject: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  quota: z.number().int(),
  clientCompanyId: z.string().optional(),
  contractorCompanyId: z.string().optional(),
  subcontractorIds: z.array(z.string()).optional(),
  type: z.string().optional(),
  initialEndDate: z.string().optional(),
  originalEndDate: z.string().optional(),
  organizationalUnit: z.string().optional(),
  costCenter: z.string().optional(),
  operator1: z.string().optional(),
  operator2: z.string().optional(),
  vehicles: z.boolean().optional(),
  services: z.array(z.string()).optional(),
});
/** The administration fields of a person beyond the ones the flows read. */
export const PersonDetailsDataSchema = PersonFieldsSchema.omit({
  documentType: true,
  documentNumber: true,
  names: true,
  surnames: true,
  companyId: true,
  position: true,
  condition: true,
});
const person = {
  personId: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  names: z.string(),
  surnames: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  position: z.string(),
  condition: z.enum(PERSON_CONDITIONS),
};
export const PersonRegisteredSchema = z.object({
  ...person,
  /** administration fields (optional: the first events had none) */
  details: PersonDetailsDataSchema.optional(),
});
/** A change is a full snapshot in the registration's shape, with its details. */
export const PersonUpdatedSchema = z.object({ ...person, details: PersonDetailsDataSchema });

type Administration = typeof ADMINISTRATION_EVENTS;
export type ClientRegistered = RegisteredEvent<Administration, 'catalog.ClientRegistered'>;
export type CompanyRegistered = RegisteredEvent<Administration, 'catalog.CompanyRegistered'>;
export type ContractRegistered = RegisteredEvent<Administration, 'catalog.ContractRegistered'>;
export type PersonRegistered = RegisteredEvent<Administration, 'catalog.PersonRegistered'>;
/** The catalog's events the flows fold (administration changes are full snapshots or addendums). */
export type CatalogEvent = EventsOf<
  Administration,
  | 'catalog.ClientRegistered'
  | 'catalog.CompanyRegistered'
  | 'catalog.ContractRegistered'
  | 'catalog.PersonRegistered'
  | 'catalog.PersonUpdated'
  | 'catalog.CompanyUpdated'
  | 'catalog.ContractUpdated'
  | 'catalog.ContractAddendumAdded'
>;
