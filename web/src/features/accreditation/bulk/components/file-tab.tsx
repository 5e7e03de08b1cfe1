import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkCompanyData } from '@faena/contracts';
import { fileBlob } from '../../../../lib/files';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { downloadTemplate, uploadBulkFile } from '../api/bulk.api';

interface Props {
  company: BulkCompanyData;
  onUploaded: (batchId: string) => void;
}

/** Saves the downloaded template under its name. */
async function saveTemplate(): Promise<void> {
  const file = await downloadTemplate();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(fileBlob(file));
  link.download = file.fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Tab 2: the template to fill, and the filled file to upload ('Debe seleccionar un archivo' without one). */
export function FileTab(props: Props) {
  const { t } = useTranslation('bulk');
  const { file, choose, error, busy, upload } = useUpload(props);
  return (
    <Stack>
      <TemplateButton />
      <FileInput
        label={t('file.pick')}
        placeholder={t('file.placeholder')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={choose}
        error={error}
        clearable
        data-testid="bulk-file"
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={() => void upload()}
          loading={busy}
          data-testid="bulk-upload"
        >
          {t('file.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The chosen file, and uploading it for the company data ('Debe seleccionar un archivo' without one). */
function useUpload({ company, onUploaded }: Props) {
  const { t } = useTranslation('bulk');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    if (!file) {
      setError(t('selectFile'));
      return;
    }
    setBusy(true);
    try {
      const result = await uploadBulkFile(company, file);
      notifySuccess(t('file.uploaded', { total: result.total }));
      onUploaded(result.batchId);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const choose = (f: File | null) => {
    setFile(f);
    setError(null);
  };
  return { file, choose, error, busy, upload };
}

function TemplateButton() {
  const { t } = useTranslation('bulk');
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={() => void saveTemplate().catch(notifyError)}
        data-testid="bulk-template"
      >
        {t('file.template')}
      </Button>
    </Group>
  );
}
