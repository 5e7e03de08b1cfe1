import type { DenyReason, RequirementTypeEvent } from '@faena/contracts';
import {
  exemptionGranted,
  groupDefined,
  identificationTypeAssigned,
  IDS,
  personAccredited,
  personGroupAssigned,
  personProfileAssigned,
  personProfileEnded,
  personRegistered,
  profileDefined,
  personRequestOpened,
  restrictionAdded,
  scheduleDefined,
  zoneRegistered,
} from '@faena/test-kit';
import { decideAccess, type Moment, type Place } from './access-decision';
import {
  evolveDoorFacts,
  initialDoorFacts,
  type DoorFacts,
  type DoorFactsEvent,
} from './door-facts';

// the decision in a table: each rule alone, then in combination (the first rule in order wins)
const requirement: RequirementTypeEvent = {
  type: 'requirements.RequirementTypeDefined',
  data: {
    code: 'EMO',
    description: 'Examen médico',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 10,
    active: true,
    applicability: { clientIds: [IDS.client], contractIds: [], positionTypeIds: [], zoneIds: [] },
    changedBy: 'admin',
  },
};
/** a type that applies to no client, contract, position or zone by itself */
const noOne = { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] };
const accredited = [
  personRequestOpened(),
  personAccredited({ startDate: '2026-03-01', endDate: '2026-12-31' }),
];
/** a worker with an identification type (issue 21: a worker without one is refused) */
const identified = identificationTypeAssigned();
const base: DoorFactsEvent[] = [zoneRegistered(), personRegistered(), identified, ...accredited];
const member = [scheduleDefined(), groupDefined(), personGroupAssigned()];
const dayShift = scheduleDefined({
  intervals: [{ from: '06:00', to: '18:00', days: [1, 2, 3, 4, 5] }],
});
/** Tuesday 2026-03-10, 08:00 site time, an entry at the entry door */
const AT: Moment = { date: '2026-03-10', time: '08:00', weekday: 2 };
const IN: Place = { zoneId: IDS.zone, doorId: IDS.doorIn, direction: 'E' };

type Row = {
  events: DoorFactsEvent[];
  at?: Partial<Moment>;
  place?: Partial<Place>;
  facts?: Partial<DoorFacts>;
  expect: DenyReason | null;
};
const fold = (events: DoorFactsEvent[]) => events.reduce(evolveDoorFacts, initialDoorFacts());
const decide = (row: Row) =>
  decideAccess({ ...fold(row.events), ...row.facts }, { ...IN, ...row.place }, { ...AT, ...row.at })
    ?.reason ?? null;

const alone: Record<string, Row> = {
  'grants an accredited person at a client with no access group': { events: base, expect: null },
  'grants a member of a 24×7 group of the zone': { events: [...base, ...member], expect: null },
  'refuses an unknown person': { events: [zoneRegistered()], expect: 'personNotFound' },
  'refuses a terminated person': {
    events: [zoneRegistered(), personRegistered({ condition: 'CESADO' }), ...accredited],
    expect: 'terminated',
  },
  'refuses a person with no accreditation that day': {
    events: [zoneRegistered(), personRegistered()],
    expect: 'noAccreditation',
  },
  'refuses a missing requirement': { events: [...base, requirement], expect: 'requirementMissing' },
  "refuses a missing requirement the zone's configuration names": {
    events: [
      zoneRegistered({ requirementCodes: ['EMO'] }),
      personRegistered(),
      ...accredited,
      { ...requirement, data: { ...requirement.data, applicability: noOne } },
    ],
    expect: 'requirementMissing',
  },
  'grants when no one needs a type and the zone names none': {
    events: [...base, { ...requirement, data: { ...requirement.data, applicability: noOne } }],
    expect: null,
  },
  'grants when the missing requirement is exempted that day': {
    events: [...base, requirement, exemptionGranted()],
    expect: null,
  },
  'refuses when the exemption is over': {
    events: [...base, requirement, exemptionGranted({ endDate: '2026-03-09' })],
    expect: 'requirementMissing',
  },
  'refuses an exemption of another requirement': {
    events: [...base, requirement, exemptionGranted({ requirementCode: 'ALTURA' })],
    expect: 'requirementMissing',
  },
  'refuses a worker with no identification type': {
    events: [zoneRegistered(), personRegistered(), ...accredited],
    expect: 'noIdentificationType',
  },
  'does not take the document type for an identification type': {
    events: [zoneRegistered(), personRegistered({ documentType: 'DNI' }), ...accredited],
    expect: 'noIdentificationType',
  },
  'refuses someone in no group where the client has groups': {
    events: [...base, scheduleDefined(), groupDefined()],
    expect: 'noGroup',
  },
  'refuses a membership that has ended': {
    events: [...base, ...member, personGroupAssigned({ endDate: '2026-03-09' })],
    expect: 'noGroup',
  },
  'refuses a group of other zones': {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined({ zoneIds: ['ZON-99'] }),
      personGroupAssigned(),
    ],
    expect: 'noGroup',
  },
  'refuses a group no longer valid': {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined({ endDate: '2026-03-01' }),
      personGroupAssigned(),
    ],
    expect: 'noGroup',
  },
  'grants by a current, active profile alone (no own group)': {
    events: [...base, scheduleDefined(), groupDefined(), profileDefined(), personProfileAssigned()],
    expect: null,
  },
  'refuses an expired profile': {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined(),
      profileDefined(),
      personProfileAssigned({ endDate: '2026-03-09' }),
    ],
    expect: 'noGroup',
  },
  'refuses a profile ended before the day': {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined(),
      profileDefined(),
      personProfileAssigned(),
      personProfileEnded({ endDate: '2026-03-09' }),
    ],
    expect: 'noGroup',
  },
  'refuses a profile not started yet': {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined(),
      profileDefined(),
      personProfileAssigned({ startDate: '2026-03-11' }),
    ],
    expect: 'noGroup',
  },
  'refuses an inactive profile': {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined(),
      profileDefined({ active: false }),
      personProfileAssigned(),
    ],
    expect: 'noGroup',
  },
  "refuses a profile whose groups are not the zone's": {
    events: [
      ...base,
      scheduleDefined(),
      groupDefined(),
      groupDefined({ code: 'OTRA', zoneIds: ['ZON-99'] }),
      profileDefined({ groupCodes: ['OTRA'] }),
      personProfileAssigned(),
    ],
    expect: 'noGroup',
  },
  "a profile's group still follows its schedule": {
    events: [...base, dayShift, groupDefined(), profileDefined(), personProfileAssigned()],
    at: { time: '19:00' },
    expect: 'outsideSchedule',
  },
  'grants by an own group when the profile is inactive': {
    events: [...base, ...member, profileDefined({ active: false }), personProfileAssigned()],
    expect: null,
  },
  'grants at the first minute of a day shift': {
    events: [...base, ...member, dayShift],
    at: { time: '06:00' },
    expect: null,
  },
  'refuses at the shift end (the end is exclusive)': {
    events: [...base, ...member, dayShift],
    at: { time: '18:00' },
    expect: 'outsideSchedule',
  },
  'refuses on a day not in the interval': {
    events: [...base, ...member, dayShift],
    at: { date: '2026-03-14', weekday: 6 },
    expect: 'outsideSchedule',
  },
  'refuses when the schedule is no longer valid': {
    events: [...base, ...member, scheduleDefined({ endDate: '2026-03-09' })],
    expect: 'outsideSchedule',
  },
  'refuses a full-day restriction of the zone': {
    events: [...base, restrictionAdded()],
    expect: 'restricted',
  },
  'grants the day after the restriction': {
    events: [...base, restrictionAdded()],
    at: { date: '2026-03-11', weekday: 3 },
    expect: null,
  },
  'grants at another door than the restricted one': {
    events: [...base, restrictionAdded({ doorId: IDS.doorBoth })],
    expect: null,
  },
  'refuses at the restricted door': {
    events: [...base, restrictionAdded({ doorId: IDS.doorIn })],
    expect: 'restricted',
  },
  'grants under an inactive restriction': {
    events: [...base, restrictionAdded({ active: false })],
    expect: null,
  },
  'refuses inside a timed restriction': {
    events: [...base, restrictionAdded({ fullDay: false, startTime: '07:00', endTime: '09:00' })],
    expect: 'restricted',
  },
  'grants after a timed restriction': {
    events: [...base, restrictionAdded({ fullDay: false, startTime: '07:00', endTime: '09:00' })],
    at: { time: '09:00' },
    expect: null,
  },
  'refuses an entry into a full zone': {
    events: base,
    facts: { occupancy: 120 },
    expect: 'zoneFull',
  },
  'grants an exit from a full zone': {
    events: base,
    facts: { occupancy: 120 },
    place: { doorId: IDS.doorOut, direction: 'S' },
    expect: null,
  },
  'grants an entry with one place left': { events: base, facts: { occupancy: 119 }, expect: null },
  'grants when the occupancy is unknown': {
    events: base,
    facts: { occupancy: null },
    expect: null,
  },
  'grants a zone with no capacity limit': {
    events: [zoneRegistered({ capacity: 0 }), personRegistered(), identified, ...accredited],
    facts: { occupancy: 500 },
    expect: null,
  },
};

const combined: Record<string, Row> = {
  'terminated before restricted': {
    events: [
      zoneRegistered(),
      personRegistered({ condition: 'CESADO' }),
      ...accredited,
      restrictionAdded(),
    ],
    expect: 'terminated',
  },
  'a missing requirement before no identification type': {
    events: [zoneRegistered(), personRegistered(), ...accredited, requirement],
    expect: 'requirementMissing',
  },
  'a missing requirement before no group': {
    events: [...base, requirement, scheduleDefined(), groupDefined()],
    expect: 'requirementMissing',
  },
  'no identification type before no group': {
    events: [zoneRegistered(), personRegistered(), ...accredited, groupDefined()],
    expect: 'noIdentificationType',
  },
  'no group before restricted': {
    events: [...base, scheduleDefined(), groupDefined(), restrictionAdded()],
    expect: 'noGroup',
  },
  'outside the schedule before restricted': {
    events: [...base, ...member, dayShift, restrictionAdded()],
    at: { time: '20:00' },
    expect: 'outsideSchedule',
  },
  'restricted before a full zone': {
    events: [...base, ...member, restrictionAdded()],
    facts: { occupancy: 120 },
    expect: 'restricted',
  },
  'an exempted requirement, a group and a full zone: the zone is full': {
    events: [...base, requirement, exemptionGranted(), ...member],
    facts: { occupancy: 130 },
    expect: 'zoneFull',
  },
  'a visitor needs no group, but a restriction still applies': {
    events: [
      zoneRegistered(),
      personRegistered({ condition: 'VISITA' }),
      {
        type: 'accreditation.VisitorAdmitted',
        data: {
          personId: IDS.person,
          clientId: IDS.client,
          visitId: 'VIS-1',
          zoneIds: [IDS.zone],
          startDate: '2026-03-10',
          endDate: '2026-03-10',
        },
      },
      scheduleDefined(),
      groupDefined(),
      restrictionAdded(),
    ],
    expect: 'restricted',
  },
};

describe('The access decision', () => {
  describe('each rule alone', () => {
    it.each(Object.entries(alone))('%s', (_, row) => expect(decide(row)).toBe(row.expect));
  });
  describe('rules in combination', () => {
    it.each(Object.entries(combined))('%s', (_, row) => expect(decide(row)).toBe(row.expect));
  });
});
