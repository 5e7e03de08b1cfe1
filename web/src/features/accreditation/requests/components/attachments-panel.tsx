import { ActionIcon, Anchor, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHABLE_REQUEST_STATUSES,
  DETACHABLE_REQUEST_STATUSES,
  type CommandResult,
  type RequestRow,
} from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { checkedPdf, openDownloaded, type AttachedFile } from '../../../../lib/files';
import { notifyError } from '../../../../lib/notify';
import {
  attachRequestFile,
  downloadAttachment,
  removeRequestAttachment,
} from '../api/requests.api';

/** The modal's content for a row: what it holds, and what may be added or taken away in its status. */
export const mayAttach = (row: RequestRow) => ATTACHABLE_REQUEST_STATUSES.includes(row.status);
export const mayDetach = (row: RequestRow) => DETACHABLE_REQUEST_STATUSES.includes(row.status);

interface Props {
  request: RequestRow;
  /** after a command: reload at its position and say what happened (the modal stays open) */
  onChanged: (result: CommandResult, messageKey: string) => Promise<void>;
}

type Chosen = { file: File; checked: AttachedFile | null; error: string | null };

/**
 * A request's PDFs (domain spec §3, §5): listed with their size and opened on a click; a PDF is
 * added while the request is Incompleta, Pendiente or Observada and taken away while it is
 * Incompleta or Observada. The browser checks the type (by content) and the size with the server's
 * messages before sending; the server checks again.
 */
export function AttachmentsPanel({ request, onChanged }: Props) {
  const { t } = useTranslation('requests');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const { requestId } = request;

  const choose = async (file: File | null) => {
    if (!file) {
      setChosen(null);
      return;
    }
    const result = await checkedPdf(file);
    setChosen(
      'error' in result
        ? { file, checked: null, error: t(result.error) }
        : { file, checked: result, error: null },
    );
  };
  const run = async (command: () => Promise<CommandResult>, messageKey: string) => {
    setBusy(true);
    try {
      await onChanged(await command(), messageKey);
      setChosen(null);
    } catch (err) {
      notifyError(err, 'save');
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: AttachedFile) =>
    run(
      () => attachRequestFile({ commandId: newCommandId(), requestId, file }),
      'attachments.added',
    );
  const remove = (attachmentId: string) =>
    run(
      () => removeRequestAttachment({ commandId: newCommandId(), requestId, attachmentId }),
      'attachments.removed',
    );
  const open = (attachmentId: string) =>
    openDownloaded(() => downloadAttachment(requestId, attachmentId)).catch((err: unknown) =>
      notifyError(err, 'load'),
    );

  return (
    <Stack data-testid="attachments-panel">
      <Text size="sm" c="dimmed">
        {t('attachments.summary', { code: request.code, person: request.personName })}
      </Text>
      {request.attachments.length === 0 ? (
        <Text size="sm" data-testid="attachments-none">
          {t('errors:accreditation.noAttachment')}
        </Text>
      ) : (
        <Table fz="sm" withTableBorder data-testid="attachments-table">
          <Table.Tbody>
            {request.attachments.map((a) => (
              <Table.Tr key={a.attachmentId}>
                <Table.Td>
                  <Anchor
                    size="sm"
                    onClick={() => void open(a.attachmentId)}
                    data-testid={`attachment-open-${a.attachmentId}`}
                  >
                    {a.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {t('attachments.size', { kb: Math.max(1, Math.ceil(a.size / 1024)) })}
                </Table.Td>
                <Table.Td w={40}>
                  {mayDetach(request) && (
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      disabled={busy}
                      aria-label={t('attachments.remove', { name: a.fileName })}
                      onClick={() => void remove(a.attachmentId)}
                      data-testid={`attachment-remove-${a.attachmentId}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {mayAttach(request) ? (
        <Group align="start">
          <FileInput
            label={t('attachments.file')}
            description={t('attachments.hint')}
            accept="application/pdf"
            leftSection={<IconPaperclip size={14} />}
            placeholder={t('attachments.choose')}
            value={chosen?.file ?? null}
            onChange={(f) => void choose(f)}
            error={chosen?.error}
            clearable
            miw={260}
            data-testid="attachment-file"
          />
          <Button
            mt={46}
            disabled={!chosen?.checked}
            loading={busy}
            onClick={() => chosen?.checked && void upload(chosen.checked)}
            data-testid="attachment-upload"
          >
            {t('attachments.upload')}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('attachments.closed')}
        </Text>
      )}
    </Stack>
  );
}
