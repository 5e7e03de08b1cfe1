import { screen } from '@testing-library/react';
import type { HomeTrend } from '@faena/contracts';
import { renderUi, setupI18n } from '../../test/render';
import { HomeTrendCard } from './home-trend-card';

const TREND: HomeTrend = {
  key: 'requestsSubmitted',
  points: [
    { day: '2026-11-21', value: 2 },
    { day: '2026-11-22', value: 0 },
    { day: '2026-11-23', value: 3 },
  ],
};

describe('the home trend card', () => {
  it('names the trend and sums its days, today last, in Spanish', async () => {
    await setupI18n('es');
    renderUi(<HomeTrendCard trend={TREND} />);
    const card = screen.getByTestId('home-trend-requestsSubmitted');
    expect(card.textContent).toContain('Solicitudes enviadas por día');
    expect(screen.getByTestId('home-trend-requestsSubmitted-summary').textContent).toBe(
      '5 en los últimos 3 días, 3 hoy',
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Solicitudes enviadas por día: 5 en los últimos 3 días, 3 hoy',
    );
  });

  it('speaks English too', async () => {
    await setupI18n('en');
    renderUi(<HomeTrendCard trend={TREND} />);
    expect(screen.getByTestId('home-trend-requestsSubmitted-summary').textContent).toBe(
      '5 in the last 3 days, 3 today',
    );
  });
});
