import i18next from 'i18next';
import { REQUEST_EVENT_TYPES } from '@faena/contracts';
import { setupI18n } from '../../../../test/render';
import { EVENT_ICONS, eventName } from './history-timeline';

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
