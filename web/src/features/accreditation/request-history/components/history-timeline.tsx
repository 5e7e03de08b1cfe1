import { Text, Timeline } from '@mantine/core';
import {
  IconCheck,
  IconEye,
  IconFilePencil,
  IconFilePlus,
  IconPaperclip,
  IconRefresh,
  IconTrash,
  IconUnlink,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@faena/contracts';
import { formatDate, formatDateTime } from '../../../../lib/format';

/** The icon of each request event in the timeline. */
export const EVENT_ICONS: Record<string, typeof IconCheck> = {
  RequestDraftSaved: IconFilePencil,
  RequestSubmitted: IconFilePlus,
  RequestApproved: IconCheck,
  RequestObserved: IconEye,
  RequestRejected: IconX,
  RequestResubmitted: IconRefresh,
  RequestRemoved: IconTrash,
  RequestAttachmentAdded: IconPaperclip,
  RequestAttachmentRemoved: IconUnlink,
  VehicleRequestSubmitted: IconFilePlus,
  VehicleRequestApproved: IconCheck,
  VehicleRequestObserved: IconEye,
  VehicleRequestRejected: IconX,
  VehicleRequestCorrected: IconRefresh,
  VisitRequested: IconFilePlus,
  VisitApproved: IconCheck,
  VisitObserved: IconEye,
  VisitRejected: IconX,
  VisitCorrected: IconRefresh,
};
const COLORS: Record<string, string> = {
  RequestApproved: 'green',
  RequestObserved: 'orange',
  RequestRejected: 'red',
  RequestRemoved: 'dark',
  RequestAttachmentAdded: 'blue',
  RequestAttachmentRemoved: 'gray',
  RequestDraftSaved: 'gray',
  VehicleRequestApproved: 'green',
  VehicleRequestObserved: 'orange',
  VehicleRequestRejected: 'red',
  VisitApproved: 'green',
  VisitObserved: 'orange',
  VisitRejected: 'red',
};

export const eventName = (type: string) => type.split('.').pop() ?? type;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Every event of the request: what happened, who did it and when. */
export function HistoryTimeline({
  entries,
  upTo,
}: {
  entries: HistoryEntry[];
  upTo: number | null;
}) {
  const { t } = useTranslation('requestHistory');
  const active = upTo ?? entries.length - 1;
  return (
    <Timeline active={active} bulletSize={28} lineWidth={2} data-testid="history-timeline">
      {entries.map((entry, i) => {
        const name = eventName(entry.type);
        const Icon = EVENT_ICONS[name] ?? IconFilePlus;
        const comment = str(entry.data.comment);
        const start = str(entry.data.startDate);
        return (
          <Timeline.Item
            key={entry.position}
            bullet={<Icon size={14} />}
            color={COLORS[name] ?? 'orange'}
            title={t(`event.${name}`, { defaultValue: name })}
            opacity={i > active ? 0.4 : 1}
            data-testid={`history-entry-${entry.position}`}
            data-event={name}
          >
            <Text size="sm">
              {t('who', {
                user: entry.userName ?? entry.userId,
                when: formatDateTime(entry.occurredAt),
              })}
            </Text>
            {start && (
              <Text size="sm" c="dimmed">
                {t('period', {
                  start: formatDate(start),
                  end: formatDate(str(entry.data.endDate)),
                })}
              </Text>
            )}
            {str(entry.data.reason) && (
              <Text size="sm" c="dimmed">
                {t('reason', { reason: str(entry.data.reason) })}
              </Text>
            )}
            {comment && (
              <Text size="sm" fs="italic">
                “{comment}”
              </Text>
            )}
            {str(entry.data.fileName) && (
              <Text size="sm" c="dimmed">
                {t('file', { fileName: str(entry.data.fileName) })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('position', { position: entry.position })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
