import type { DomainEvent } from '../shared/events';
import type { ClientRow, CompanyRow, ContractRow, PersonCondition } from './catalog.schemas';

export type ClientRegistered = DomainEvent<'catalog.ClientRegistered', ClientRow>;
export type CompanyRegistered = DomainEvent<'catalog.CompanyRegistered', CompanyRow>;
export type ContractRegistered = DomainEvent<'catalog.ContractRegistered', ContractRow>;
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
  }
>;
export type CatalogEvent = ClientRegistered | CompanyRegistered | ContractRegistered | PersonRegistered;
