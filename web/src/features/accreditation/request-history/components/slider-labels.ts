import i18next from 'i18next';
import type { HistoryEntry } from '@faena/contracts';
import { formatDateTime } from '../../../../lib/format';
import { eventName } from './history-timeline';

/** The event's name in the user's language ("Solicitud aprobada"). */
export const eventTitle = (entry: HistoryEntry): string => {
  const name = eventName(entry.type);
  return i18next.t(`requestHistory:event.${name}`, { defaultValue: name });
};

/** The slider's mark under an event: its day at the site (dd/MM). */
export const sliderMark = (entry: HistoryEntry): string =>
  formatDateTime(entry.occurredAt).slice(0, 5);

/** The slider's label over the selected event: what happened and when, never a store position. */
export const sliderLabel = (entry: HistoryEntry | undefined): string =>
  entry
    ? i18next.t('requestHistory:sliderLabel', {
        event: eventTitle(entry),
        when: formatDateTime(entry.occurredAt),
      })
    : '';

/** The heading of the past state shown: after which event, on which date. */
export const asOfText = (entry: HistoryEntry | undefined): string =>
  entry
    ? i18next.t('requestHistory:asOfEvent', {
        event: eventTitle(entry),
        when: formatDateTime(entry.occurredAt),
      })
    : '';
