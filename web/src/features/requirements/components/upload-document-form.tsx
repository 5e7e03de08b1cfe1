import { Button, FileInput, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequirementSubject, RequirementTypeRow } from '@faena/contracts';
import { DateBox } from '../../../components/forms/date-field';
import { useUploadDocument } from './use-upload-document';

interface Props {
  subject: RequirementSubject;
  types: RequirementTypeRow[];
  onSent: (result: CommandResult) => unknown;
}

/** A new document for one of the subject's requirements: type, PDF, issue and expiry dates. */
export function UploadDocumentForm({ subject, types, onSent }: Props) {
  const { t } = useTranslation('requirements');
  const upload = useUploadDocument(subject, onSent);
  return (
    <Stack gap="xs" data-testid="upload-document-form">
      <UploadFields upload={upload} types={types} />
      <Group>
        <Button
          onClick={() => void upload.send()}
          loading={upload.busy}
          disabled={!upload.ready}
          data-testid="upload-send"
        >
          {t('documents.send')}
        </Button>
      </Group>
    </Stack>
  );
}

interface FieldsProps {
  upload: ReturnType<typeof useUploadDocument>;
  types: RequirementTypeRow[];
}

function UploadFields({ upload, types }: FieldsProps) {
  const { t } = useTranslation('requirements');
  return (
    <Group align="start" wrap="wrap">
      <Select
        label={t('columns.type')}
        data={types.map((ty) => ({ value: ty.code, label: ty.description }))}
        value={upload.typeCode}
        onChange={upload.setTypeCode}
        required
        data-testid="upload-type"
      />
      <FileInput
        label={t('documents.file')}
        accept="application/pdf"
        value={upload.file}
        onChange={(f) => void upload.choose(f)}
        error={upload.fileError}
        required
        miw={220}
        data-testid="upload-file"
      />
      <UploadDates upload={upload} />
    </Group>
  );
}

function UploadDates({ upload }: Pick<FieldsProps, 'upload'>) {
  const { t } = useTranslation('requirements');
  return (
    <>
      <DateBox
        label={t('documents.issuedOn')}
        value={upload.issuedOn}
        onChange={upload.setIssuedOn}
        required
        testId="upload-issued"
      />
      <DateBox
        label={t('documents.expiresOn')}
        value={upload.expiresOn}
        onChange={upload.setExpiresOn}
        required
        testId="upload-expires"
      />
    </>
  );
}
