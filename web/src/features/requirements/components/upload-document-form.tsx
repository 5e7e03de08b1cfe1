import { Button, FileInput, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequirementSubject, RequirementTypeRow } from '@faena/contracts';
import { DateBox } from '../../../components/forms/date-field';
import { newCommandId } from '../../../lib/command-id';
import { checkedPdf, type AttachedFile } from '../../../lib/files';
import { notifyError } from '../../../lib/notify';
import { submitRequirementDocument } from '../api/requirements.api';

interface Props {
  subject: RequirementSubject;
  types: RequirementTypeRow[];
  onSent: (result: CommandResult) => unknown;
}

/** A new document for one of the subject's requirements: type, PDF, issue and expiry dates. */
export function UploadDocumentForm({ subject, types, onSent }: Props) {
  const { t } = useTranslation('requirements');
  const [typeCode, setTypeCode] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<AttachedFile | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [busy, setBusy] = useState(false);
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setFileError(undefined);
    if (!chosen) return;
    const result = await checkedPdf(chosen);
    if ('error' in result) setFileError(t(result.error));
    else setChecked(result);
  };
  const send = async () => {
    if (!typeCode || !checked) return;
    setBusy(true);
    try {
      const body = { commandId: newCommandId(), subject, typeCode, issuedOn, expiresOn };
      await onSent(await submitRequirementDocument({ ...body, file: checked }));
      void choose(null);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="upload-document-form">
      <Group align="start" wrap="wrap">
        <Select
          label={t('columns.type')}
          data={types.map((ty) => ({ value: ty.code, label: ty.description }))}
          value={typeCode}
          onChange={setTypeCode}
          required
          data-testid="upload-type"
        />
        <FileInput
          label={t('documents.file')}
          accept="application/pdf"
          value={file}
          onChange={(f) => void choose(f)}
          error={fileError}
          required
          miw={220}
          data-testid="upload-file"
        />
        <DateBox
          label={t('documents.issuedOn')}
          value={issuedOn}
          onChange={setIssuedOn}
          required
          testId="upload-issued"
        />
        <DateBox
          label={t('documents.expiresOn')}
          value={expiresOn}
          onChange={setExpiresOn}
          required
          testId="upload-expires"
        />
      </Group>
      <Group>
        <Button
          onClick={() => void send()}
          loading={busy}
          disabled={!typeCode || !checked || !issuedOn || !expiresOn}
          data-testid="upload-send"
        >
          {t('documents.send')}
        </Button>
      </Group>
    </Stack>
  );
}
