/** Master data the five flows read (the full administration module is its own issue). */
export interface ClientRow {
  clientId: string;
  name: string;
  divisions: Array<{ divisionId: string; name: string }>;
}
export interface CompanyRow {
  companyId: string;
  name: string;
  documentType: string;
  documentNumber: string;
  contractor: boolean;
  category: string;
  country: string;
  nickname?: string;
  address?: string;
  controlAttendance?: boolean;
}
export interface ContractRow {
  contractId: string;
  code: string;
  companyId: string;
  companyName: string;
  clientId: string;
  divisionId: string;
  subject: string;
  startDate: string;
  endDate: string;
  quota: number;
}
export const PERSON_CONDITIONS = ['TRABAJADOR', 'CESADO', 'VISITA', 'LIBRE'] as const;
export type PersonCondition = (typeof PERSON_CONDITIONS)[number];
export interface PersonRow {
  personId: string;
  documentType: string;
  documentNumber: string;
  names: string;
  surnames: string;
  fullName: string;
  companyId: string;
  companyName: string;
  position: string;
  condition: PersonCondition;
  /** clientIds where the person holds an approved accreditation */
  accreditedClients: string[];
  version: number;
  /** administration: active, inactive or terminated (absent on rows of the first events = active) */
  state?: 'active' | 'inactive' | 'terminated';
  email?: string;
  startDate?: string;
  endDate?: string;
}
export const PERSON_GRID_FIELDS = [
  'fullName',
  'documentNumber',
  'companyId',
  'companyName',
  'condition',
  'position',
  'state',
] as const;
