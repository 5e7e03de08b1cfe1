import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DETACHABLE_REQUEST_STATUSES, type RequestRow } from '@faena/contracts';
import { openDownloaded } from '../../../../lib/files';
import { notifyError } from '../../../../lib/notify';
import { downloadAttachment } from '../api/requests.api';

export const mayDetach = (row: RequestRow) => DETACHABLE_REQUEST_STATUSES.includes(row.status);

interface Props {
  request: RequestRow;
  busy: boolean;
  onRemove: (attachmentId: string) => void;
}

/** The request's PDFs: name (opened on a click), size, and a remove button where the status allows. */
export function AttachmentList({ request, busy, onRemove }: Props) {
  const { t } = useTranslation('requests');
  if (request.attachments.length === 0)
    return (
      <Text size="sm" data-testid="attachments-none">
        {t('errors:accreditation.noAttachment')}
      </Text>
    );
  return (
    <Table fz="sm" withTableBorder data-testid="attachments-table">
      <Table.Tbody>
        {request.attachments.map((a) => (
          <AttachmentLine
            key={a.attachmentId}
            request={request}
            attachment={a}
            busy={busy}
            onRemove={onRemove}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface LineProps extends Props {
  attachment: RequestRow['attachments'][number];
}

function AttachmentLine({ request, attachment: a, busy, onRemove }: LineProps) {
  const { t } = useTranslation('requests');
  const open = () =>
    openDownloaded(() => downloadAttachment(request.requestId, a.attachmentId)).catch(
      (err: unknown) => notifyError(err, 'load'),
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          size="sm"
          onClick={() => void open()}
          data-testid={`attachment-open-${a.attachmentId}`}
        >
          {a.fileName}
        </Anchor>
      </Table.Td>
      <Table.Td>{t('attachments.size', { kb: Math.max(1, Math.ceil(a.size / 1024)) })}</Table.Td>
      <Table.Td w={40}>
        {mayDetach(request) && (
          <RemoveButton attachment={a} busy={busy} onRemove={() => onRemove(a.attachmentId)} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

interface RemoveProps {
  attachment: LineProps['attachment'];
  busy: boolean;
  onRemove: () => void;
}

function RemoveButton({ attachment, busy, onRemove }: RemoveProps) {
  const { t } = useTranslation('requests');
  return (
    <ActionIcon
      color="red"
      variant="subtle"
      disabled={busy}
      aria-label={t('attachments.remove', { name: attachment.fileName })}
      onClick={onRemove}
      data-testid={`attachment-remove-${attachment.attachmentId}`}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}
