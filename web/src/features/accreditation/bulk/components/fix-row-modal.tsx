import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BULK_COLUMNS,
  type BulkRowValues,
  type BulkRowView,
  type CommandResult,
} from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { fixBulkRow } from '../api/bulk.api';
import { RowIssues } from './bulk-rows';

interface Props {
  batchId: string;
  row: BulkRowView;
  onClose: () => void;
  onFixed: (result: CommandResult) => void;
}

/** Fix a row in place: its cells as text fields; saved, the row is validated again at once. */
export function FixRowModal(props: Props) {
  const { row, onClose } = props;
  const { t } = useTranslation('bulk');
  const { values, setValues, busy, save } = useFixRow(props);
  return (
    <Modal opened onClose={onClose} title={t('fix.title', { row: row.row })} size="lg">
      <RowIssues issues={row.issues} />
      <RowFields row={row} values={values} onChange={setValues} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('fix.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={busy} data-testid="bulk-fix-save">
          {t('fix.save')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The row's values being fixed, and saving them (one command id for the dialog). */
function useFixRow({ batchId, row, onFixed }: Props) {
  const [values, setValues] = useState<BulkRowValues>(row.values);
  const [commandId] = useState(newCommandId);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      onFixed(await fixBulkRow({ commandId, batchId, row: row.row, values }));
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return { values, setValues, busy, save };
}

interface FieldsProps {
  row: BulkRowView;
  values: BulkRowValues;
  onChange: (values: BulkRowValues) => void;
}

/** The row's cells as text fields; those with an issue marked. */
function RowFields({ row, values, onChange }: FieldsProps) {
  const { t } = useTranslation('bulk');
  const wrong = new Set(row.issues.map((i) => i.field));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
      {BULK_COLUMNS.map((c) => (
        <TextInput
          key={c}
          label={t(`columns.${c}`)}
          value={values[c]}
          error={wrong.has(c) || undefined}
          onChange={(e) => onChange({ ...values, [c]: e.currentTarget.value })}
          data-testid={`bulk-fix-field-${c}`}
        />
      ))}
    </SimpleGrid>
  );
}
