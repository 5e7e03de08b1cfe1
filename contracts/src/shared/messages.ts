import { COMMON_MESSAGES_EN, COMMON_MESSAGES_ES } from './common.messages';
import { IDENTITY_MESSAGES_EN, IDENTITY_MESSAGES_ES } from '../identity/identity.messages';
import {
  ACCREDITATION_MESSAGES_EN,
  ACCREDITATION_MESSAGES_ES,
} from '../accreditation/accreditation.messages';
import { CATALOG_MESSAGES_EN, CATALOG_MESSAGES_ES } from '../catalogs/catalog.messages';
import { ACCESS_MESSAGES_EN, ACCESS_MESSAGES_ES } from '../access/access.messages';
import { TRANSPORT_MESSAGES_EN, TRANSPORT_MESSAGES_ES } from '../transport/transport.messages';
import { LODGING_MESSAGES_EN, LODGING_MESSAGES_ES } from '../lodging/lodging.messages';
import {
  ADMINISTRATION_MESSAGES_EN,
  ADMINISTRATION_MESSAGES_ES,
} from '../administration/administration.messages';
import {
  REQUIREMENTS_MESSAGES_EN,
  REQUIREMENTS_MESSAGES_ES,
} from '../requirements/requirements.messages';
import { ATTENDANCE_MESSAGES_EN, ATTENDANCE_MESSAGES_ES } from '../attendance/attendance.messages';
import { SYSTEM_MESSAGES_EN, SYSTEM_MESSAGES_ES } from '../system/system.messages';
import { BULK_MESSAGES_EN, BULK_MESSAGES_ES } from '../accreditation/bulk.messages';
import { VISIT_MESSAGES_EN, VISIT_MESSAGES_ES } from '../accreditation/visit.messages';
import { MARKS_MESSAGES_EN, MARKS_MESSAGES_ES } from '../access/marks.messages';
import { CHECKPOINT_MESSAGES_EN, CHECKPOINT_MESSAGES_ES } from '../access/checkpoint.messages';
import {
  ACCESS_RULES_MESSAGES_EN,
  ACCESS_RULES_MESSAGES_ES,
} from '../access/access-rules.messages';
import {
  IDENTIFICATION_MESSAGES_EN,
  IDENTIFICATION_MESSAGES_ES,
} from '../identification/identification.messages';
import {
  VEHICLE_REQUEST_MESSAGES_EN,
  VEHICLE_REQUEST_MESSAGES_ES,
} from '../accreditation/vehicle-request.messages';

/**
 * Spanish texts of the spec's messages, keyed by i18n key. The API answers the Spanish text by
 * default and the English one when the request asks for `en` (Accept-Language or `lang`); the web
 * has the same keys in its locale files.
 */
export const MESSAGES_ES: Record<string, string> = {
  ...ADMINISTRATION_MESSAGES_ES,
  ...SYSTEM_MESSAGES_ES,
  ...REQUIREMENTS_MESSAGES_ES,
  ...VEHICLE_REQUEST_MESSAGES_ES,
  ...COMMON_MESSAGES_ES,
  ...IDENTITY_MESSAGES_ES,
  ...ACCREDITATION_MESSAGES_ES,
  ...CATALOG_MESSAGES_ES,
  ...ACCESS_MESSAGES_ES,
  ...TRANSPORT_MESSAGES_ES,
  ...LODGING_MESSAGES_ES,
  ...BULK_MESSAGES_ES,
  ...VISIT_MESSAGES_ES,
  ...MARKS_MESSAGES_ES,
  ...CHECKPOINT_MESSAGES_ES,
  ...ACCESS_RULES_MESSAGES_ES,
  ...ATTENDANCE_MESSAGES_ES,
  ...IDENTIFICATION_MESSAGES_ES,
};

export const MESSAGES_EN: Record<string, string> = {
  ...ADMINISTRATION_MESSAGES_EN,
  ...SYSTEM_MESSAGES_EN,
  ...REQUIREMENTS_MESSAGES_EN,
  ...VEHICLE_REQUEST_MESSAGES_EN,
  ...COMMON_MESSAGES_EN,
  ...IDENTITY_MESSAGES_EN,
  ...ACCREDITATION_MESSAGES_EN,
  ...CATALOG_MESSAGES_EN,
  ...ACCESS_MESSAGES_EN,
  ...TRANSPORT_MESSAGES_EN,
  ...LODGING_MESSAGES_EN,
  ...BULK_MESSAGES_EN,
  ...VISIT_MESSAGES_EN,
  ...MARKS_MESSAGES_EN,
  ...CHECKPOINT_MESSAGES_EN,
  ...ACCESS_RULES_MESSAGES_EN,
  ...ATTENDANCE_MESSAGES_EN,
  ...IDENTIFICATION_MESSAGES_EN,
};

export type Lang = 'es' | 'en';

export function translate(key: string, lang: Lang = 'es'): string {
  const table = lang === 'en' ? MESSAGES_EN : MESSAGES_ES;
  return table[key] ?? MESSAGES_ES[key] ?? key;
}
