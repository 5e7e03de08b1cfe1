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

interface TimelineProps {
  entries: HistoryEntry[];
  /** the entry chosen on the slider; the later ones are faded */
  upTo: number | null;
}

/** Every event of the request: what happened, who did it and when. */
export function HistoryTimeline({ entries, upTo }: TimelineProps) {
  const { t } = useTranslation('requestHistory');
  const active = upTo ?? entries.length - 1;
  return (
    <Timeline active={active} bulletSize={28} lineWidth={2} data-testid="history-timeline">
      {entries.map((entry, i) => {
        const name = eventName(entry.type);
        const Icon = EVENT_ICONS[name] ?? IconFilePlus;
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
            <EntryDetails entry={entry} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** Who and when, then what the event carries: the period, a reason, a comment, a file. */
function EntryDetails({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('requestHistory');
  const { data } = entry;
  const start = str(data.startDate);
  return (
    <>
      <Text size="sm">
        {t('who', { user: entry.userName ?? entry.userId, when: formatDateTime(entry.occurredAt) })}
      </Text>
      <DimmedLine
        text={
          start && t('period', { start: formatDate(start), end: formatDate(str(data.endDate)) })
        }
      />
      <DimmedLine text={str(data.reason) && t('reason', { reason: str(data.reason) })} />
      {str(data.comment) && (
        <Text size="sm" fs="italic">
          “{str(data.comment)}”
        </Text>
      )}
      <DimmedLine text={str(data.fileName) && t('file', { fileName: str(data.fileName) })} />
      <Text size="xs" c="dimmed">
        {t('position', { position: entry.position })}
      </Text>
    </>
  );
}

/** A detail line the event may carry; nothing when it carries none. */
function DimmedLine({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
