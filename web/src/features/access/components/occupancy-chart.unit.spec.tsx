import { screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../../test/render';
import { screenWidth } from '../../../test/screen-width';
import type { ZoneTileState } from '../stores/zone-board.store';
import { OccupancyChart } from './occupancy-chart';

const zone = (zoneId: string, name: string, occupancy: number): ZoneTileState => ({
  zoneId,
  clientId: 'C1',
  divisionId: 'D1',
  name,
  capacity: 100,
  doors: [],
  occupancy,
  lastMarkAt: null,
  lastMarkPerson: null,
  deniedCount: 0,
  version: 1,
  receivedAt: 0,
});
const zones = [zone('Z1', 'Garita Principal', 3), zone('Z2', 'Planta Concentradora', 0)];
const layout = () => screen.getByTestId('occupancy-chart').querySelector('[data-layout]');

beforeAll(() => setupI18n('es'));

describe('OccupancyChart', () => {
  it('lays the bars across on a phone, so the zone names do not overlap under them', () => {
    screenWidth(390);
    renderUi(<OccupancyChart zones={zones} wall={false} />);
    expect(layout()?.getAttribute('data-layout')).toBe('across');
  });

  it('keeps upright bars on a desktop and on the wall', () => {
    screenWidth(1440);
    renderUi(<OccupancyChart zones={zones} wall={false} />);
    expect(layout()?.getAttribute('data-layout')).toBe('upright');
  });
});
