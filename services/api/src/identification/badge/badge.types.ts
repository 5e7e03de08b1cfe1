/** What one badge shows (read from the credential, its person and the client). */
export interface BadgeData {
  credentialId: string;
  /** "APELLIDOS, Nombres" as the person grid shows it */
  fullName: string;
  /** e.g. DNI */
  documentType: string;
  documentNumber: string;
  company: string;
  /** description of the credential type */
  credentialType: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  /** the person's photo, if any */
  photo?: { bytes: Uint8Array; mime: 'image/jpeg' | 'image/png' };
  /** client company name shown on the card */
  client: string;
}

export type BadgeLanguage = 'es' | 'en';
