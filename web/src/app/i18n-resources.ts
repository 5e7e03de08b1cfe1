import type { Lang } from '@faena/contracts';
import type { LocaleTree } from '../lib/i18n';
import commonEs from '../locales/es/common.json';
import commonEn from '../locales/en/common.json';
import identityEs from '../features/identity/locales/es.json';
import identityEn from '../features/identity/locales/en.json';
import authEs from '../features/identity/auth/locales/es.json';
import authEn from '../features/identity/auth/locales/en.json';
import sessionEs from '../features/identity/session/locales/es.json';
import sessionEn from '../features/identity/session/locales/en.json';
import userLoginEs from '../features/identity/user-login/locales/es.json';
import userLoginEn from '../features/identity/user-login/locales/en.json';
import requestsEs from '../features/accreditation/requests/locales/es.json';
import requestsEn from '../features/accreditation/requests/locales/en.json';
import approvalsEs from '../features/accreditation/approvals/locales/es.json';
import approvalsEn from '../features/accreditation/approvals/locales/en.json';
import demobilizationEs from '../features/accreditation/demobilization/locales/es.json';
import demobilizationEn from '../features/accreditation/demobilization/locales/en.json';
import requestHistoryEs from '../features/accreditation/request-history/locales/es.json';
import requestHistoryEn from '../features/accreditation/request-history/locales/en.json';
import peopleStatusEs from '../features/accreditation/people-status/locales/es.json';
import peopleStatusEn from '../features/accreditation/people-status/locales/en.json';
import accessEs from '../features/access/locales/es.json';
import accessEn from '../features/access/locales/en.json';
import transportEs from '../features/transport/locales/es.json';
import transportEn from '../features/transport/locales/en.json';
import lodgingEs from '../features/lodging/locales/es.json';
import lodgingEn from '../features/lodging/locales/en.json';
import administrationEs from '../features/administration/locales/es.json';
import administrationEn from '../features/administration/locales/en.json';
import catalogsEs from '../features/catalogs/locales/es.json';
import catalogsEn from '../features/catalogs/locales/en.json';
import recordHistoryEs from '../components/record-history/locales/es.json';
import recordHistoryEn from '../components/record-history/locales/en.json';
import requirementsEs from '../features/requirements/locales/es.json';
import requirementsEn from '../features/requirements/locales/en.json';
import systemEs from '../features/system/client-parameters/locales/es.json';
import systemEn from '../features/system/client-parameters/locales/en.json';
import bulkEs from '../features/accreditation/bulk/locales/es.json';
import bulkEn from '../features/accreditation/bulk/locales/en.json';
import visitsEs from '../features/accreditation/visits/locales/es.json';
import attendanceDayEs from '../features/attendance/day/locales/es.json';
import attendanceDayEn from '../features/attendance/day/locales/en.json';
import visitsEn from '../features/accreditation/visits/locales/en.json';
import marksEs from '../features/access/marks/locales/es.json';
import marksEn from '../features/access/marks/locales/en.json';
import accessRulesEs from '../features/access/rules/locales/es.json';
import accessRulesEn from '../features/access/rules/locales/en.json';
import attendanceConfigEs from '../features/attendance/config/locales/es.json';
import attendanceConfigEn from '../features/attendance/config/locales/en.json';
import vehicleRequestsEs from '../features/accreditation/vehicle-requests/locales/es.json';
import vehicleRequestsEn from '../features/accreditation/vehicle-requests/locales/en.json';
import screenModesEs from '../features/accreditation/shared/locales/es.json';
import screenModesEn from '../features/accreditation/shared/locales/en.json';
import checkpointsEs from '../features/access/checkpoints/locales/es.json';
import checkpointsEn from '../features/access/checkpoints/locales/en.json';
import identificationEs from '../features/identification/locales/es.json';
import identificationEn from '../features/identification/locales/en.json';

/**
 * Every namespace of the app: common, one per feature, named after its folder (a context's
 * sub-features have their own: identity/user-login is userLogin); `errors` (and a few common and
 * access keys) come from the contracts' messages, merged in by lib/i18n.
 */
export const LOCALE_FILES: Record<Lang, Record<string, LocaleTree>> = {
  es: {
    common: commonEs,
    identity: identityEs,
    auth: authEs,
    session: sessionEs,
    userLogin: userLoginEs,
    requests: requestsEs,
    approvals: approvalsEs,
    demobilization: demobilizationEs,
    requestHistory: requestHistoryEs,
    access: accessEs,
    transport: transportEs,
    lodging: lodgingEs,
    administration: administrationEs,
    catalogs: catalogsEs,
    recordHistory: recordHistoryEs,
    requirements: requirementsEs,
    system: systemEs,
    peopleStatus: peopleStatusEs,
    bulk: bulkEs,
    visits: visitsEs,
    attendanceDay: attendanceDayEs,
    marks: marksEs,
    accessRules: accessRulesEs,
    identification: identificationEs,
    attendanceConfig: attendanceConfigEs,
    vehicleRequests: vehicleRequestsEs,
    screenModes: screenModesEs,
    checkpoints: checkpointsEs,
    errors: {},
  },
  en: {
    common: commonEn,
    identity: identityEn,
    auth: authEn,
    session: sessionEn,
    userLogin: userLoginEn,
    requests: requestsEn,
    approvals: approvalsEn,
    demobilization: demobilizationEn,
    requestHistory: requestHistoryEn,
    access: accessEn,
    transport: transportEn,
    lodging: lodgingEn,
    administration: administrationEn,
    catalogs: catalogsEn,
    recordHistory: recordHistoryEn,
    requirements: requirementsEn,
    system: systemEn,
    peopleStatus: peopleStatusEn,
    bulk: bulkEn,
    visits: visitsEn,
    attendanceDay: attendanceDayEn,
    marks: marksEn,
    accessRules: accessRulesEn,
    identification: identificationEn,
    attendanceConfig: attendanceConfigEn,
    vehicleRequests: vehicleRequestsEn,
    screenModes: screenModesEn,
    checkpoints: checkpointsEn,
    errors: {},
  },
};
