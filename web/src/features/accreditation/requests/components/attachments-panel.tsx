import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHABLE_REQUEST_STATUSES, type CommandResult, type RequestRow } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { checkedPdf, type AttachedFile } from '../../../../lib/files';
import { notifyError } from '../../../../lib/notify';
import { attachRequestFile, removeRequestAttachment } from '../api/requests.api';
import { AttachmentList } from './attachment-list';

/** The modal's content for a row: what it holds, and what may be added or taken away in its status. */
export const mayAttach = (row: RequestRow) => ATTACHABLE_REQUEST_STATUSES.includes(row.status);

interface Props {
  request: RequestRow;
  /** after a command: reload at its position and say what happened (the modal stays open) */
  onChanged: (result: CommandResult, messageKey: string) => Promise<void>;
}

type Chosen = { file: File; checked: AttachedFile | null; error: string | null };

/** The PDF chosen, checked in the browser (type by content, size) with the server's messages. */
function useChosenPdf() {
  const { t } = useTranslation('requests');
  const [chosen, setChosen] = useState<Chosen | null>(null);
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
  return { chosen, setChosen, choose };
}

/** The PDF chosen (checked in the browser), and the commands that add, take away or open one. */
function useAttachments({ request, onChanged }: Props) {
  const { chosen, setChosen, choose } = useChosenPdf();
  const [busy, setBusy] = useState(false);
  const { requestId } = request;
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
  return { chosen, choose, busy, upload, remove };
}

/**
 * A request's PDFs (domain spec §3, §5): listed with their size and opened on a click; a PDF is
 * added while the request is Incompleta, Pendiente or Observada and taken away while it is
 * Incompleta or Observada. The browser checks the type (by content) and the size with the server's
 * messages before sending; the server checks again.
 */
export function AttachmentsPanel(props: Props) {
  const { request } = props;
  const { t } = useTranslation('requests');
  const { chosen, choose, busy, upload, remove } = useAttachments(props);
  return (
    <Stack data-testid="attachments-panel">
      <Text size="sm" c="dimmed">
        {t('attachments.summary', { code: request.code, person: request.personName })}
      </Text>
      <AttachmentList request={request} busy={busy} onRemove={(id) => void remove(id)} />
      {mayAttach(request) ? (
        <AddAttachment chosen={chosen} busy={busy} onChoose={choose} onUpload={upload} />
      ) : (
        <Text size="xs" c="dimmed">
          {t('attachments.closed')}
        </Text>
      )}
    </Stack>
  );
}

interface AddProps {
  chosen: Chosen | null;
  busy: boolean;
  onChoose: (file: File | null) => Promise<void>;
  onUpload: (file: AttachedFile) => Promise<void>;
}

/** The PDF to add (its check's message under it), and the upload once it passed. */
function AddAttachment({ chosen, busy, onChoose, onUpload }: AddProps) {
  const { t } = useTranslation('requests');
  return (
    <Group align="start">
      <FileInput
        label={t('attachments.file')}
        description={t('attachments.hint')}
        accept="application/pdf"
        leftSection={<IconPaperclip size={14} />}
        placeholder={t('attachments.choose')}
        value={chosen?.file ?? null}
        onChange={(f) => void onChoose(f)}
        error={chosen?.error}
        clearable
        miw={260}
        data-testid="attachment-file"
      />
      <Button
        mt={46}
        disabled={!chosen?.checked}
        loading={busy}
        onClick={() => chosen?.checked && void onUpload(chosen.checked)}
        data-testid="attachment-upload"
      >
        {t('attachments.upload')}
      </Button>
    </Group>
  );
}
