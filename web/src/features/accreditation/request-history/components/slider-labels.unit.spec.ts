import type { HistoryEntry } from '@faena/contracts';
import { setupI18n } from '../../../../test/render';
import { asOfText, sliderLabel, sliderMark } from './slider-labels';

const entry = {
  type: 'accreditation.RequestApproved',
  occurredAt: '2026-03-05T20:30:00.000Z',
  userId: 'APROBADOR',
  position: 1685,
  data: {},
} as unknown as HistoryEntry;

describe('the history slider speaks in dates and event names', () => {
  it('labels the selected event by name and site time, never by store position (es)', async () => {
    await setupI18n('es');
    const label = sliderLabel(entry);
    expect(label).toMatch(/^Solicitud aprobada · 05\/03\/2026 \d\d:30$/);
    expect(label).not.toContain('1685');
    expect(sliderMark(entry)).toBe('05/03');
    expect(asOfText(entry)).toMatch(/^Estado tras «Solicitud aprobada» del 05\/03\/2026 \d\d:30:$/);
  });

  it('speaks English too and stays empty without an event', async () => {
    await setupI18n('en');
    expect(asOfText(entry)).toMatch(/^State after “Request approved” on 05\/03\/2026/);
    expect(sliderLabel(undefined)).toBe('');
  });
});
