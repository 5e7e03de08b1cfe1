import type { PersonFields, PersonRegistered } from '@faena/contracts';
import type { Person } from './person.decider';

/** Fields of a person registered before the administration module (no details). */
export function emptyDetails(p: PersonRegistered['data']): PersonFields {
  return {
    documentType: p.documentType,
    documentNumber: p.documentNumber,
    names: p.names,
    surnames: p.surnames,
    companyId: p.companyId,
    position: p.position,
    condition: p.condition,
    ...BLANK_DETAILS,
    characteristics: [],
  };
}

/** The details a person registered before the administration module lacks, blank. */
const BLANK_DETAILS = {
  gender: '',
  birthDate: '',
  countryId: '',
  place: '',
  civilStatus: '',
  children: 0,
  bloodType: '',
  allergy: '',
  disability: '',
  address: '',
  mobilePhone: '',
  landlinePhone: '',
  email: '',
  emergencyName: '',
  emergencyPhone: '',
  licenseCategory: '',
  licenseNumber: '',
  workerType: '',
  costCenter: '',
  startDate: '',
  endDate: '',
  registrationDate: '',
  validateAccessRequirements: true,
} as const;

/** The whole person as the administration screen edits it (old events fill empty details). */
export function personFieldsOf(s: Person): PersonFields | null {
  if (!s.snapshot) return null;
  const base = emptyDetails(s.snapshot);
  return { ...base, ...(s.snapshot.details ?? {}) };
}
