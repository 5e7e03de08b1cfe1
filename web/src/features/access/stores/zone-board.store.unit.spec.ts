import type { OccupancyMessage, ZoneRow } from '@faena/contracts';
import { useZoneBoard } from './zone-board.store';

const zone = (over: Partial<ZoneRow> = {}): ZoneRow => ({
  zoneId: 'Z1',
  clientId: 'C1',
  divisionId: 'D1',
  name: 'Garita',
  capacity: 10,
  doors: [],
  occupancy: 2,
  lastMarkAt: null,
  lastMarkPerson: null,
  deniedCount: 0,
  version: 10,
  ...over,
});
const push = (occupancy: number): OccupancyMessage => ({
  zoneId: 'Z1',
  occupancy,
  capacity: 10,
  lastMarkAt: null,
  lastMarkPerson: null,
  deniedCount: 0,
});

describe('zone board store', () => {
  beforeEach(() => useZoneBoard.getState().reset());

  it('applies pushes newer than the zone and drops older ones', () => {
    const board = useZoneBoard.getState();
    board.load([zone()]);
    board.apply(push(3), 11);
    board.apply(push(1), 9);
    expect(useZoneBoard.getState().zones.Z1).toMatchObject({ occupancy: 3, version: 11 });
  });

  it('keeps a pushed zone when a slower query answers an older version', () => {
    const board = useZoneBoard.getState();
    board.load([zone()]);
    board.apply(push(5), 12);
    board.load([zone({ occupancy: 4, version: 11 })]);
    expect(useZoneBoard.getState().zones.Z1).toMatchObject({ occupancy: 5, version: 12 });
  });
});
