import type {
  ExemptionGranted,
  GroupDefined,
  PersonGroupAssigned,
  PersonProfileAssigned,
  PersonProfileEnded,
  ProfileDefined,
  RestrictionAdded,
  ScheduleDefined,
} from '@faena/contracts';
import { IDS } from './ids';

/** Access rules (issue 20) with fixed defaults: a 24×7 schedule, a group of the zone, a member. */
export const scheduleDefined = (over: Partial<ScheduleDefined['data']> = {}): ScheduleDefined => ({
  type: 'access.ScheduleDefined',
  data: {
    clientId: IDS.client,
    divisionId: IDS.division,
    code: 'H24',
    description: 'Todo el día',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    intervals: [{ from: '00:00', to: '24:00', days: [1, 2, 3, 4, 5, 6, 7] }],
    ...over,
  },
});

export const groupDefined = (over: Partial<GroupDefined['data']> = {}): GroupDefined => ({
  type: 'access.GroupDefined',
  data: {
    clientId: IDS.client,
    code: 'GENERAL',
    name: 'Personal general',
    zoneIds: [IDS.zone],
    scheduleCodes: ['H24'],
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...over,
  },
});

export const personGroupAssigned = (
  over: Partial<PersonGroupAssigned['data']> = {},
): PersonGroupAssigned => ({
  type: 'access.PersonGroupAssigned',
  data: {
    personId: IDS.person,
    clientId: IDS.client,
    groupCode: 'GENERAL',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...over,
  },
});

/** a profile granting the GENERAL group, and a person holding it all 2026 */
export const profileDefined = (over: Partial<ProfileDefined['data']> = {}): ProfileDefined => ({
  type: 'access.ProfileDefined',
  data: {
    clientId: IDS.client,
    code: 'OPER',
    description: 'Operaciones',
    groupCodes: ['GENERAL'],
    active: true,
    ...over,
  },
});

export const personProfileAssigned = (
  over: Partial<PersonProfileAssigned['data']> = {},
): PersonProfileAssigned => ({
  type: 'access.PersonProfileAssigned',
  data: {
    personId: IDS.person,
    clientId: IDS.client,
    profileCode: 'OPER',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...over,
  },
});

export const personProfileEnded = (
  over: Partial<PersonProfileEnded['data']> = {},
): PersonProfileEnded => ({
  type: 'access.PersonProfileEnded',
  data: {
    personId: IDS.person,
    clientId: IDS.client,
    profileCode: 'OPER',
    endDate: '2026-03-09',
    ...over,
  },
});

export const restrictionAdded = (
  over: Partial<RestrictionAdded['data']> = {},
): RestrictionAdded => ({
  type: 'access.RestrictionAdded',
  data: {
    personId: IDS.person,
    clientId: IDS.client,
    restrictionId: 'RES-001',
    code: 'DISC',
    restrictionType: 'DISC',
    zoneId: IDS.zone,
    doorId: null,
    fullDay: true,
    startDate: '2026-03-10',
    endDate: '2026-03-10',
    startTime: null,
    endTime: null,
    active: true,
    ...over,
  },
});

export const exemptionGranted = (
  over: Partial<ExemptionGranted['data']> = {},
): ExemptionGranted => ({
  type: 'access.ExemptionGranted',
  data: {
    personId: IDS.person,
    clientId: IDS.client,
    exemptionId: 'EXO-001',
    requirementCode: 'EMO',
    exemptionType: 'TEMPORAL',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    ...over,
  },
});
