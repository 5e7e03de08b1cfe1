import { ValidationError, type SaveGroupBody, type SaveScheduleBody } from '@faena/contracts';
import { deciderSpec, groupDefined, IDS, scheduleDefined } from '@faena/test-kit';
import { defineGroup, evolveGroups, initialGroups, updateGroup } from './access-groups.decider';
import {
  defineSchedule,
  evolveSchedules,
  initialSchedules,
  updateSchedule,
} from './access-schedules.decider';

const schedules = deciderSpec({ evolve: evolveSchedules, initialState: initialSchedules });
const groups = deciderSpec({ evolve: evolveGroups, initialState: initialGroups });
const { clientId: _c, ...scheduleFields } = scheduleDefined().data;
const scheduleBody: SaveScheduleBody = { commandId: 'cmd-schedule-1', ...scheduleFields };
const { clientId: _g, ...groupFields } = groupDefined().data;
const groupBody: SaveGroupBody = { commandId: 'cmd-group-1', ...groupFields };
const refs = { zoneIds: new Set([IDS.zone]), scheduleCodes: new Set(['H24']) };
const client = { clientId: IDS.client };

describe('Access schedules', () => {
  describe('when the code is new for the client', () => {
    it('defines the schedule', () =>
      schedules([])
        .when((s) => defineSchedule({ ...scheduleBody, ...client }, s))
        .then([scheduleDefined()]));
    it('cannot update it', () =>
      schedules([])
        .when((s) => updateSchedule({ ...scheduleBody, ...client }, s))
        .thenFailsWith('access.scheduleNotFound'));
  });
  describe('when the code is defined', () => {
    it('refuses a second definition', () =>
      schedules([scheduleDefined()])
        .when((s) => defineSchedule({ ...scheduleBody, ...client }, s))
        .thenFailsWith('access.scheduleCodeTaken'));
    it('records a changed snapshot', () => {
      const intervals = [{ from: '06:00', to: '18:00', days: [1, 2, 3] }];
      schedules([scheduleDefined()])
        .when((s) => updateSchedule({ ...scheduleBody, ...client, intervals }, s))
        .then([{ type: 'access.ScheduleUpdated', data: { ...scheduleDefined().data, intervals } }]);
    });
    it('records nothing for the same snapshot', () =>
      schedules([scheduleDefined()])
        .when((s) => updateSchedule({ ...scheduleBody, ...client }, s))
        .thenNothingHappens());
  });
});

describe('Access groups', () => {
  describe('when the code is new for the client', () => {
    it('defines the group', () =>
      groups([])
        .when((s) => defineGroup({ ...groupBody, ...client }, refs, s))
        .then([groupDefined()]));
    it('refuses a zone of another client and an unknown schedule, naming each', () => {
      const body = { ...groupBody, ...client, zoneIds: ['ZON-X'], scheduleCodes: ['H24', 'NOPE'] };
      let caught: unknown;
      try {
        defineGroup(body, refs, initialGroups());
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).issues).toEqual([
        { path: 'zoneIds.0', message: 'access:rules.zoneUnknown' },
        { path: 'scheduleCodes.1', message: 'access:rules.scheduleUnknown' },
      ]);
    });
  });
  describe('when the code is defined', () => {
    it('refuses a second definition', () =>
      groups([groupDefined()])
        .when((s) => defineGroup({ ...groupBody, ...client }, refs, s))
        .thenFailsWith('access.groupCodeTaken'));
    it('records a changed snapshot', () =>
      groups([groupDefined()])
        .when((s) => updateGroup({ ...groupBody, ...client, name: 'Turno día' }, refs, s))
        .then([
          { type: 'access.GroupUpdated', data: { ...groupDefined().data, name: 'Turno día' } },
        ]));
    it('cannot update an unknown code', () =>
      groups([groupDefined()])
        .when((s) => updateGroup({ ...groupBody, ...client, code: 'OTRO' }, refs, s))
        .thenFailsWith('access.groupNotFound'));
  });
});
