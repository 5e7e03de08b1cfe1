import type { Lang } from '@faena/contracts';
import type { LocaleTree } from '../lib/i18n';
import commonEs from '../locales/es/common.json';
import commonEn from '../locales/en/common.json';
import identityEs from '../locales/es/identity.json';
import identityEn from '../locales/en/identity.json';
import authEs from '../features/auth/locales/es.json';
import authEn from '../features/auth/locales/en.json';
import requestsEs from '../features/requests/locales/es.json';
import requestsEn from '../features/requests/locales/en.json';
import approvalsEs from '../features/approvals/locales/es.json';
import approvalsEn from '../features/approvals/locales/en.json';
import demobilizationEs from '../features/demobilization/locales/es.json';
import demobilizationEn from '../features/demobilization/locales/en.json';
import historyEs from '../features/history/locales/es.json';
import historyEn from '../features/history/locales/en.json';
import accessEs from '../features/access/locales/es.json';
import accessEn from '../features/access/locales/en.json';
import transportEs from '../features/transport/locales/es.json';
import transportEn from '../features/transport/locales/en.json';
import lodgingEs from '../features/lodging/locales/es.json';
import lodgingEn from '../features/lodging/locales/en.json';
import securityEs from '../features/security/locales/es.json';
import securityEn from '../features/security/locales/en.json';
import sessionEs from '../features/session/locales/es.json';
import sessionEn from '../features/session/locales/en.json';
import recordHistoryEs from '../components/record-history/locales/es.json';
import recordHistoryEn from '../components/record-history/locales/en.json';
import administrationEs from '../features/administration/locales/es.json';
import administrationEn from '../features/administration/locales/en.json';
import catalogsEs from '../features/catalogs/locales/es.json';
import catalogsEn from '../features/catalogs/locales/en.json';

/**
 * Every namespace of the app: common, one per feature; `errors` (and a few common and access keys)
 * come from the contracts' messages, merged in by lib/i18n.
 */
export const LOCALE_FILES: Record<Lang, Record<string, LocaleTree>> = {
  es: { common: commonEs, identity: identityEs, auth: authEs, requests: requestsEs, approvals: approvalsEs, demobilization: demobilizationEs, history: historyEs, access: accessEs, transport: transportEs, lodging: lodgingEs, session: sessionEs, security: securityEs, recordHistory: recordHistoryEs, administration: administrationEs, catalogs: catalogsEs, errors: {} },
  en: { common: commonEn, identity: identityEn, auth: authEn, requests: requestsEn, approvals: approvalsEn, demobilization: demobilizationEn, history: historyEn, access: accessEn, transport: transportEn, lodging: lodgingEn, session: sessionEn, security: securityEn, recordHistory: recordHistoryEn, administration: administrationEn, catalogs: catalogsEn, errors: {} },
};
