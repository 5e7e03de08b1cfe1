import { PATTERNS } from '../shared/patterns';

/**
 * Identity and tax document types with their length rule (spec §3 Document type: alias,
 * exact-length flag, length; §5: the document length must match the type's, also for companies).
 * RUC 11 digits, DNI 8 digits; the Chilean RUT is `12345678-9` (check digit 0-9 or K).
 */
export interface DocumentTypeRule {
  code: string;
  alias: string;
  country: 'PE' | 'CL' | '*';
  length: number;
  exact: boolean;
  pattern: RegExp;
  /** the i18n key of the message when the number does not fit */
  message: string;
  forCompany: boolean;
  forPerson: boolean;
}

export const DOCUMENT_TYPES: readonly DocumentTypeRule[] = [
  { code: 'DNI', alias: 'DNI', country: 'PE', length: 8, exact: true, pattern: PATTERNS.dni.re, message: 'catalog:document.dni', forCompany: false, forPerson: true },
  { code: 'RUC', alias: 'RUC', country: 'PE', length: 11, exact: true, pattern: PATTERNS.ruc.re, message: 'catalog:document.ruc', forCompany: true, forPerson: false },
  { code: 'CE', alias: 'Carné de extranjería', country: 'PE', length: 12, exact: false, pattern: /^[A-Za-z0-9]{1,12}$/, message: 'catalog:document.length', forCompany: false, forPerson: true },
  { code: 'RUT', alias: 'RUT', country: 'CL', length: 10, exact: false, pattern: /^\d{7,8}-[\dkK]$/, message: 'catalog:document.rut', forCompany: true, forPerson: true },
  { code: 'PAS', alias: 'Pasaporte', country: '*', length: 12, exact: false, pattern: /^[A-Za-z0-9]{1,12}$/, message: 'catalog:document.length', forCompany: false, forPerson: true },
] as const;

export const PERSON_DOCUMENT_TYPES = DOCUMENT_TYPES.filter((d) => d.forPerson).map((d) => d.code);
export const COMPANY_DOCUMENT_TYPES = DOCUMENT_TYPES.filter((d) => d.forCompany).map((d) => d.code);

/** The i18n key of what is wrong with the number for its type, or null when it fits. */
export function documentIssue(type: string, number: string, use: 'person' | 'company'): string | null {
  const rule = DOCUMENT_TYPES.find((d) => d.code === type);
  if (!rule || (use === 'person' ? !rule.forPerson : !rule.forCompany)) return 'catalog:document.type';
  if (rule.exact ? number.length !== rule.length : number.length > rule.length) return rule.message;
  return rule.pattern.test(number) ? null : rule.message;
}

/** The e-mail check of the spec (a plain, strict-enough pattern). */
export const EMAIL_PATTERN = PATTERNS.email.re;
