import { API } from '@faena/contracts';
import { rangeFilters } from '../components/ui/grid-dates';
import { useSite } from '../stores/site.store';
import { jsonResponse } from '../test/fetch';
import { formatDate, formatDateTime, formatTime, today } from './format';
import { loadSite } from './load-site';
import { siteToday } from './site';

/** 26 November 2026, 20:30 in Lima: 27 November in UTC (and in this test machine's zone, if it is UTC). */
const LIMA_EVENING = new Date('2026-11-27T01:30:00Z');
/** Only Date is faked: promises and timers run as usual. */
const atInstant = (now: Date) =>
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });

afterEach(() => {
  jest.useRealTimers();
  useSite.setState({ timeZone: null });
});

describe('the site day in the web app', () => {
  it('takes the time zone from the server (GET SistemaSitio/obtener)', async () => {
    const fetchMock = jest.fn(() =>
      Promise.resolve(jsonResponse(200, { result: { timeZone: 'America/Lima' } })),
    );
    globalThis.fetch = fetchMock;
    await loadSite();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      new RegExp(`^${API.siteInfo.path}`),
    );
    expect(useSite.getState().timeZone).toBe('America/Lima');
  });

  it('is 26/11 at 20:30 in Lima, though UTC is already on the 27th', () => {
    atInstant(LIMA_EVENING);
    useSite.setState({ timeZone: 'America/Lima' });
    expect(today()).toBe('2026-11-26');
    expect(formatDate(today())).toBe('26/11/2026');
    expect(formatDateTime(LIMA_EVENING.toISOString())).toBe('26/11/2026 20:30');
    expect(formatTime(LIMA_EVENING.toISOString())).toBe('20:30:00');
  });

  it('follows whatever zone the server names', () => {
    atInstant(LIMA_EVENING);
    useSite.setState({ timeZone: 'Asia/Tokyo' });
    expect(siteToday()).toBe('2026-11-27');
    expect(formatDateTime(LIMA_EVENING.toISOString())).toBe('27/11/2026 10:30');
  });

  it('ends the default grid range with the site month: on 30 November at 20:30 in Lima, September to November', () => {
    atInstant(new Date('2026-12-01T01:30:00Z'));
    useSite.setState({ timeZone: 'America/Lima' });
    expect(rangeFilters({ fields: { start: 'FechaInicio', end: 'FechaFin' } }, 2)).toEqual([
      { field: 'FechaInicio', op: '>=', value: '20260901' },
      { field: 'FechaFin', op: '<=', value: '20261130' },
    ]);
  });
});
