import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { CHECKPOINTS_COLLECTION, checkpointsProjection } from './checkpoints.projection';
import { ZONES_COLLECTION, zonesProjection } from './zones.projection';

const config = {
  personMarking: true,
  vehicleMarking: false,
  requirementCodes: ['ALTURA'],
  assignedPersonIds: ['P1'],
  active: true,
};
const registered: GivenEvent = {
  type: 'access.ZoneRegistered',
  version: 2,
  data: {
    zoneId: 'Z1',
    clientId: 'C1',
    divisionId: 'D1',
    name: 'Polvorín',
    capacity: 10,
    ...config,
    doors: [{ doorId: 'DR1', name: 'Portón', type: 'A', active: true }],
  },
};
const updated: GivenEvent = {
  type: 'access.ZoneUpdated',
  data: {
    zoneId: 'Z1',
    clientId: 'C1',
    divisionId: 'D2',
    name: 'Polvorín Norte',
    capacity: 25,
    ...config,
    active: false,
    changedBy: 'ADMIN',
  },
};
const door = (
  type: 'DoorAdded' | 'DoorUpdated',
  over: Record<string, unknown> = {},
): GivenEvent => ({
  type: `access.${type}`,
  data: {
    zoneId: 'Z1',
    clientId: 'C1',
    doorId: 'DR2',
    name: 'Salida sur',
    type: 'S',
    active: true,
    changedBy: 'ADMIN',
    ...over,
  },
});

describe('checkpoints.v1', () => {
  const spec = projectionSpec(checkpointsProjection);

  it('writes a registered zone with its configuration and door count', () =>
    spec.given([registered]).thenDocument(CHECKPOINTS_COLLECTION, 'Z1', {
      zoneId: 'Z1',
      clientId: 'C1',
      divisionId: 'D1',
      name: 'Polvorín',
      capacity: 10,
      ...config,
      doors: [{ doorId: 'DR1', name: 'Portón', type: 'A', active: true }],
      doorCount: 1,
      version: 1,
    }));

  it('follows an edit and keeps the doors', () =>
    spec.given([registered, updated]).thenDocument(
      CHECKPOINTS_COLLECTION,
      'Z1',
      expect.objectContaining({
        name: 'Polvorín Norte',
        divisionId: 'D2',
        capacity: 25,
        active: false,
        doorCount: 1,
        version: 2,
      }),
    ));

  it('adds and edits doors', () =>
    spec
      .given([
        registered,
        door('DoorAdded'),
        door('DoorUpdated', { name: 'Salida', active: false }),
      ])
      .thenDocument(
        CHECKPOINTS_COLLECTION,
        'Z1',
        expect.objectContaining({
          doorCount: 2,
          doors: [
            { doorId: 'DR1', name: 'Portón', type: 'A', active: true },
            { doorId: 'DR2', name: 'Salida', type: 'S', active: false },
          ],
        }),
      )
      .thenSameOnReplay());
});

describe('zones.v1 follows the configuration (the board)', () => {
  const spec = projectionSpec(zonesProjection);

  it('shows the edited capacity and name, and the added door', () =>
    spec
      .given([registered, updated, door('DoorAdded')])
      .thenDocument(
        ZONES_COLLECTION,
        'Z1',
        expect.objectContaining({
          name: 'Polvorín Norte',
          capacity: 25,
          doors: [
            { doorId: 'DR1', name: 'Portón', type: 'A' },
            { doorId: 'DR2', name: 'Salida sur', type: 'S' },
          ],
        }),
      )
      .thenNotices(
        expect.arrayContaining([
          expect.objectContaining({
            room: 'zone:C1',
            kind: 'zone.occupancy',
            payload: expect.objectContaining({ capacity: 25 }),
          }),
        ]),
      ));
});
