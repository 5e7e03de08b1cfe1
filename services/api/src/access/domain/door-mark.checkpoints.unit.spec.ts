import type { ZoneEvent } from '@faena/contracts';
import {
  deciderSpec,
  identificationTypeAssigned,
  IDS,
  markGranted,
  personAccredited,
  personRegistered,
  personRequestOpened,
  zoneRegistered,
} from '@faena/test-kit';
import { evolveDoorFacts, initialDoorFacts, type DoorFacts } from './door-facts';
import { markDoor } from './door-mark.decider';

/** Issue 20: the door decision folds the zone's configuration events (added and edited doors). */
const given = deciderSpec({ evolve: evolveDoorFacts, initialState: initialDoorFacts });
const AT = '2026-03-10T08:00:00.000Z';
const mark = (doorId: string, direction?: 'E' | 'S') => (facts: DoorFacts) =>
  markDoor(
    {
      markId: 'MARK-001',
      clientId: IDS.client,
      personId: IDS.person,
      doorId,
      direction,
      markedAt: AT,
      markedOn: AT.slice(0, 10),
      hour: '08:00',
      weekday: 2,
      automatic: false,
    },
    facts,
  );
const known = [
  zoneRegistered(),
  personRegistered(),
  identificationTypeAssigned(),
  personRequestOpened(),
  personAccredited({ startDate: '2026-03-10', endDate: '2026-06-30' }),
];
const door = (
  type: 'DoorAdded' | 'DoorUpdated',
  over: { active?: boolean; type?: 'E' | 'S' | 'A' } = {},
): ZoneEvent => ({
  type: `access.${type}`,
  data: {
    zoneId: IDS.zone,
    clientId: IDS.client,
    doorId: 'PUE-NUEVA',
    name: 'Garita sur',
    type: over.type ?? 'S',
    active: over.active ?? true,
    changedBy: 'ADMIN',
  },
});
const zoneUpdated = (active: boolean, over: { personMarking?: boolean } = {}): ZoneEvent => {
  const { doors: _doors, ...zone } = zoneRegistered().data;
  return { type: 'access.ZoneUpdated', data: { ...zone, active, ...over, changedBy: 'ADMIN' } };
};

describe('Door mark on configured checkpoints', () => {
  it('marks a door added after the zone was registered, with its type', () =>
    given([...known, door('DoorAdded')])
      .when(mark('PUE-NUEVA', 'E'))
      .then([markGranted({ doorId: 'PUE-NUEVA', direction: 'S' })]));
  it('follows an edited door type', () =>
    given([...known, door('DoorAdded'), door('DoorUpdated', { type: 'E' })])
      .when(mark('PUE-NUEVA', 'S'))
      .then([markGranted({ doorId: 'PUE-NUEVA', direction: 'E' })]));
  it('refuses a mark at an inactive door with doorInactive', () =>
    given([...known, door('DoorAdded'), door('DoorUpdated', { active: false })])
      .when(mark('PUE-NUEVA'))
      .thenFailsWith('access.doorInactive'));
  it('refuses a mark at a door of an inactive zone', () =>
    given([...known, zoneUpdated(false)])
      .when(mark(IDS.doorIn))
      .thenFailsWith('access.doorInactive'));
  it('marks again once the zone is active again', () =>
    given([...known, zoneUpdated(false), zoneUpdated(true)])
      .when(mark(IDS.doorIn))
      .then([markGranted()]));
  it('refuses a person mark in a zone that takes none (its person marking flag off)', () =>
    given([...known, zoneUpdated(true, { personMarking: false })])
      .when(mark(IDS.doorIn))
      .thenFailsWith('access.zoneNoPersonMarking'));
});
