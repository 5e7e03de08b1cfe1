import type { FieldIssue } from '../shared/errors';
import { PATTERNS } from '../shared/patterns';

/**
 * Identity and tax documents (spec §3 Document type: alias, equivalent code, exact-length flag,
 * length; §5: the document length must match the type's, also for companies).
 *
 * The types and their lengths are the per-country catalogue `document-types` (administration):
 * the command handlers read the item of the chosen type at decision time and the pure deciders
 * check the number with documentIssues(). What does not depend on the catalogue is checked by the
 * schemas (web and API alike): the spec's RUC (11 digits) and DNI (8 digits) patterns, the Chilean
 * RUT form `12345678-9` (check digit 0-9 or K), and letters, digits and hyphens for any other type.
 */
const FORMATS: Record<string, { re: RegExp; message: string }> = {
  DNI: { re: PATTERNS.dni.re, message: 'administration:document.dni' },
  RUC: { re: PATTERNS.ruc.re, message: 'administration:document.ruc' },
  RUT: { re: /^\d{7,8}-[\dkK]$/, message: 'administration:document.rut' },
};
const ANY_FORMAT = { re: /^[A-Za-z0-9-]+$/, message: 'administration:document.format' };

/** The i18n key of what is wrong with the number's form for its type, or null when it fits. */
export function documentFormatIssue(type: string, number: string): string | null {
  const format = FORMATS[type.toUpperCase()] ?? ANY_FORMAT;
  return format.re.test(number) ? null : format.message;
}

/** The facts of one document type the deciders check against (its `document-types` item). */
export interface DocumentTypeFacts {
  code: string;
  country: string;
  length: number;
  exact: boolean;
  active: boolean;
}

/**
 * Field issues of a document against its catalogue item: an unknown or inactive type is an issue
 * on documentType; a number longer than the length (or of another length when the length is
 * exact) is an issue on documentNumber; then the form checks above.
 */
export function documentIssues(
  type: string,
  number: string,
  facts: DocumentTypeFacts | null,
): FieldIssue[] {
  if (!facts || !facts.active)
    return [{ path: 'documentType', message: 'administration:document.type' }];
  const fits = facts.exact ? number.length === facts.length : number.length <= facts.length;
  if (!fits)
    return [
      {
        path: 'documentNumber',
        message: facts.exact
          ? 'administration:document.exactLength'
          : 'administration:document.maxLength',
      },
    ];
  const format = documentFormatIssue(type, number);
  return format ? [{ path: 'documentNumber', message: format }] : [];
}

/** The key of the stream that owns "one person per document" (type and number, normalised). */
export const documentKey = (type: string, number: string) =>
  `${type}-${number}`.toUpperCase().replace(/[^A-Z0-9-]/g, '_');
/** catalog.document-<TYPE>-<NUMBER>: who holds the document (one person per document type and number). */
export const personDocumentStream = (type: string, number: string) =>
  `catalog.document-${documentKey(type, number)}`;

/** The e-mail check of the spec (a plain, strict-enough pattern). */
export const EMAIL_PATTERN = PATTERNS.email.re;
