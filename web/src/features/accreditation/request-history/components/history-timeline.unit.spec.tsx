import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { REQUEST_EVENT_TYPES, type HistoryEntry } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { EVENT_ICONS, eventName, HistoryTimeline } from './history-timeline';

describe('the request timeline', () => {
  it.each(['es', 'en'] as const)(
    'names every request event in %s and gives it its own icon',
    async (lang) => {
      await setupI18n(lang);
      const unnamed = REQUEST_EVENT_TYPES.map(eventName).filter(
        (name) => !i18next.exists(`requestHistory:event.${name}`),
      );
      expect(unnamed).toEqual([]);
      expect(REQUEST_EVENT_TYPES.map(eventName).filter((name) => !EVENT_ICONS[name])).toEqual([]);
    },
  );

  it('says a draft was saved in Spanish', async () => {
    await setupI18n('es');
    expect(i18next.t('requestHistory:event.RequestDraftSaved')).toBe(
      'Borrador guardado (Incompleta)',
    );
  });
});

describe("the timeline's authors", () => {
  const entry = (position: number, userId: string, userName?: string): HistoryEntry => ({
    position,
    revision: position,
    type: 'accreditation.RequestApproved',
    occurredAt: '2026-11-23T12:00:00.000Z',
    userId,
    profileId: null,
    data: {},
    ...(userName ? { userName } : {}),
  });

  it("shows the person's full name, the username only when the server sent no name", async () => {
    await setupI18n('es');
    renderUi(
      <HistoryTimeline
        entries={[entry(1, 'APROBADOR', 'Rosa Huamán Torres'), entry(2, 'SOLICITANTE')]}
        upTo={null}
      />,
    );
    expect(screen.getByTestId('history-entry-1').textContent).toContain('Por Rosa Huamán Torres');
    expect(screen.getByTestId('history-entry-1').textContent).not.toContain('APROBADOR');
    expect(screen.getByTestId('history-entry-2').textContent).toContain('Por SOLICITANTE');
  });
});
