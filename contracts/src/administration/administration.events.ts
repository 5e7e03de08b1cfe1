import type { DomainEvent } from '../shared/events';
import type { ClientRow, CompanyRow, ContractRow, PersonCondition } from './administration.schemas';
import type { CompanyDetails, ContractDetails } from './company-contract.schemas';
import type {
  CompanyUpdated,
  ContractAddendumAdded,
  ContractUpdated,
  PersonDetailsData,
  PersonUpdated,
} from './admin.events';

// The administration context's registrations. Its events and streams keep the `catalog.` prefix the
// context had when they were first stored (stored events are never renamed).
export type ClientRegistered = DomainEvent<'catalog.ClientRegistered', ClientRow>;
export type CompanyRegistered = DomainEvent<
  'catalog.CompanyRegistered',
  CompanyRow & Partial<CompanyDetails>
>;
export type ContractRegistered = DomainEvent<
  'catalog.ContractRegistered',
  ContractRow & Partial<ContractDetails>
>;
export type PersonRegistered = DomainEvent<
  'catalog.PersonRegistered',
  {
    personId: string;
    documentType: string;
    documentNumber: string;
    names: string;
    surnames: string;
    companyId: string;
    companyName: string;
    position: string;
    condition: PersonCondition;
    /** administration fields (optional: the first events had none) */
    details?: PersonDetailsData;
  }
>;
/** The catalog's events the flows fold (administration changes are full snapshots or addendums). */
export type CatalogEvent =
  | ClientRegistered
  | CompanyRegistered
  | ContractRegistered
  | PersonRegistered
  | PersonUpdated
  | CompanyUpdated
  | ContractUpdated
  | ContractAddendumAdded;
