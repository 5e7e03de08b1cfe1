import type { DoorAdded, DoorFields, ZoneEvent, ZoneFields, ZoneUpdated } from '@faena/contracts';
import { deciderSpec, IDS, zoneRegistered } from '@faena/test-kit';
import {
  evolveZone,
  evolveZoneNames,
  nameClaim,
  registerZone,
  updateZone,
  type Zone,
} from './checkpoint.decider';
import { addDoor, updateDoor } from './zone-doors.decider';

const given = deciderSpec<Zone | null, ZoneEvent>({ evolve: evolveZone, initialState: () => null });

const fields: ZoneFields = {
  name: 'Polvorín',
  divisionId: IDS.division,
  capacity: 12,
  personMarking: true,
  vehicleMarking: false,
  requirementCodes: ['ALTURA'],
  assignedPersonIds: [IDS.person],
  active: true,
};
const registered = zoneRegistered();
const zoneOf = (over: Partial<Zone> = {}): Zone => ({ ...registered.data, ...over });
const otherZone = zoneOf({ zoneId: 'ZON-OTRA', name: 'Polvorín' });
const known = { requirementCodes: new Set(['ALTURA']), personIds: new Set([IDS.person]) };
const cmd = (
  over: Partial<ZoneFields> = {},
  zoneId = 'ZON-NUEVA',
  clientId: string = IDS.client,
) => ({ zoneId, clientId, userId: 'ADMIN', fields: { ...fields, ...over }, known });
const door: DoorFields = { name: 'Garita sur', type: 'A', active: true };
const doorCmd = (
  over: Partial<DoorFields> = {},
  doorId = 'PUE-NUEVA',
  clientId: string = IDS.client,
) => ({
  zoneId: IDS.zone,
  doorId,
  clientId,
  userId: 'ADMIN',
  fields: { ...door, ...over },
});
const doorAdded: DoorAdded = {
  type: 'access.DoorAdded',
  data: {
    zoneId: IDS.zone,
    clientId: IDS.client,
    doorId: 'PUE-NUEVA',
    ...door,
    changedBy: 'ADMIN',
  },
};
const zoneUpdated = (over: Partial<ZoneFields>): ZoneUpdated => ({
  type: 'access.ZoneUpdated',
  data: {
    zoneId: IDS.zone,
    clientId: IDS.client,
    ...fields,
    ...over,
    changedBy: 'ADMIN',
  },
});

/** What a call throws (undefined when it does not). */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('Checkpoints: zones', () => {
  describe('registering a zone', () => {
    it('registers it in the caller client, with no doors yet', () =>
      given([])
        .when((s) => registerZone(cmd(), s, []))
        .then([
          {
            type: 'access.ZoneRegistered',
            data: { zoneId: 'ZON-NUEVA', clientId: IDS.client, ...fields, doors: [] },
          },
        ]));
    it('refuses a name another zone of the client has (case and spaces aside)', () =>
      given([])
        .when((s) => registerZone(cmd({ name: ' POLVORÍN ' }), s, [otherZone]))
        .thenFailsWith('access.zoneNameTaken'));
    it('refuses a requirement type that does not exist and a person the client does not see', () => {
      const zone = cmd({ requirementCodes: ['ALTURA', 'NOPE'], assignedPersonIds: ['P-AJENA'] });
      expect(thrown(() => registerZone(zone, null, []))).toMatchObject({
        issues: [
          { path: 'requirementCodes.1', message: 'errors:requirements.typeNotFound' },
          { path: 'assignedPersonIds.0', message: 'errors:catalog.personNotFound' },
        ],
      });
      expect(thrown(() => updateZone(zone, registered.data, []))).toMatchObject({
        code: 'request.invalid',
      });
    });
    it('refuses an id already registered', () =>
      given([registered])
        .when((s) => registerZone(cmd({}, IDS.zone), s, []))
        .thenFailsWith('catalog.alreadyExists'));
  });

  describe('editing a zone', () => {
    it('records the whole configuration (the capacity the board shows)', () =>
      given([registered])
        .when((s) => updateZone(cmd({ capacity: 30 }, IDS.zone), s, []))
        .then([zoneUpdated({ capacity: 30 })]));
    it('keeps the doors when the configuration changes', () => {
      const state = [registered, zoneUpdated({ capacity: 30 })].reduce<Zone | null>(
        evolveZone,
        null,
      );
      expect(state).toMatchObject({ capacity: 30, doors: registered.data.doors });
    });
    it('changes nothing when saved with the same values', () =>
      given([registered, zoneUpdated({})])
        .when((s) => updateZone(cmd({}, IDS.zone), s, []))
        .thenNothingHappens());
    it('refuses a name taken by another zone of the client', () =>
      given([registered])
        .when((s) => updateZone(cmd({}, IDS.zone), s, [otherZone]))
        .thenFailsWith('access.zoneNameTaken'));
    it("answers zoneNotFound for another client's zone", () =>
      given([registered])
        .when((s) => updateZone(cmd({}, IDS.zone, 'OTRO-CLIENTE'), s, []))
        .thenFailsWith('access.zoneNotFound'));
    it('answers zoneNotFound for an unknown zone', () =>
      given([])
        .when((s) => updateZone(cmd({}, IDS.zone), s, []))
        .thenFailsWith('access.zoneNotFound'));
  });
});

describe('Checkpoints: the client zone names', () => {
  const named = (zoneId: string, name: string) => ({
    type: 'access.ZoneNamed' as const,
    data: { zoneId, clientId: IDS.client, name },
  });
  it('claims the name of a new zone, and of a renamed one, not of an unchanged one', () => {
    const after = { zoneId: IDS.zone, clientId: IDS.client, name: 'Polvorín' };
    expect(nameClaim(null, after)).toEqual([named(IDS.zone, 'Polvorín')]);
    expect(nameClaim(registered.data, after)).toEqual([named(IDS.zone, 'Polvorín')]);
    expect(nameClaim(registered.data, { ...after, name: registered.data.name })).toEqual([]);
  });
  it('folds each zone to its latest name', () =>
    expect(
      [named('Z1', 'A'), named('Z2', 'B'), named('Z1', 'C')].reduce(evolveZoneNames, {}),
    ).toEqual({ Z1: 'C', Z2: 'B' }));
});

describe('Checkpoints: doors', () => {
  it('adds a door to the zone', () =>
    given([registered])
      .when((s) => addDoor(doorCmd(), s))
      .then([doorAdded]));
  it('refuses a door name the zone already has', () =>
    given([registered])
      .when((s) => addDoor(doorCmd({ name: 'garita norte entrada' }), s))
      .thenFailsWith('access.doorNameTaken'));
  it("answers zoneNotFound for another client's zone", () =>
    given([registered])
      .when((s) => addDoor(doorCmd({}, 'PUE-NUEVA', 'OTRO-CLIENTE'), s))
      .thenFailsWith('access.zoneNotFound'));
  it('edits a door (deactivates it)', () =>
    given([registered, doorAdded])
      .when((s) => updateDoor(doorCmd({ active: false }), s))
      .then([
        { ...doorAdded, type: 'access.DoorUpdated', data: { ...doorAdded.data, active: false } },
      ]));
  it('changes nothing when a door is saved with the same values', () =>
    given([registered, doorAdded])
      .when((s) => updateDoor(doorCmd(), s))
      .thenNothingHappens());
  it('refuses renaming a door to the name of another door of the zone', () =>
    given([registered, doorAdded])
      .when((s) => updateDoor(doorCmd({ name: 'Torniquete' }), s))
      .thenFailsWith('access.doorNameTaken'));
  it('answers doorNotFound for a door the zone does not have', () =>
    given([registered])
      .when((s) => updateDoor(doorCmd({}, 'PUE-X'), s))
      .thenFailsWith('access.doorNotFound'));
  it('folds added and edited doors into the zone', () => {
    const updated: ZoneEvent = {
      ...doorAdded,
      type: 'access.DoorUpdated',
      data: { ...doorAdded.data, type: 'E', active: false },
    };
    const state = [registered, doorAdded, updated].reduce<Zone | null>(evolveZone, null);
    expect(state?.doors.at(-1)).toEqual({
      doorId: 'PUE-NUEVA',
      name: 'Garita sur',
      type: 'E',
      active: false,
    });
    expect(state?.doors).toHaveLength(4);
  });
});
