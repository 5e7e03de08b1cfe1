import { Anchor, Button, FileInput, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndisciplineEntry } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { fileToBase64 } from '../../../lib/files';
import { formatDate, today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { personFileUrl, recordIndiscipline, type Row } from '../api/administration.api';
import type { Done } from './person-tabs';
import { FilterBar } from '../../../components/forms/filter-bar';

/** Indiscipline entries (severity 1/2/3, observation, attached PDF). */
export function IndisciplineTab({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const entries = (person.indiscipline as IndisciplineEntry[] | undefined) ?? [];
  return (
    <Stack>
      <IndisciplineTable entries={entries} personId={String(person.personId)} />
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('noIndiscipline')}
        </Text>
      )}
      {person.state !== 'terminated' && <IndisciplineForm person={person} done={done} />}
    </Stack>
  );
}

const HEADERS = ['field.date', 'field.severity', 'field.observation', 'field.file'] as const;

function IndisciplineTable({
  entries,
  personId,
}: {
  entries: IndisciplineEntry[];
  personId: string;
}) {
  const { t } = useTranslation('administration');
  return (
    <Table withTableBorder fz="sm" data-testid="indiscipline-table">
      <Table.Thead>
        <Table.Tr>
          {HEADERS.map((key) => (
            <Table.Th key={key}>{t(key)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.entryId}>
            <Table.Td>{formatDate(e.date)}</Table.Td>
            <Table.Td>{t(`severity.${e.severity}`)}</Table.Td>
            <Table.Td>{e.observation}</Table.Td>
            <Table.Td>{e.fileKey ? <EntryFile entry={e} personId={personId} /> : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The entry's attached file, opened in a new tab. */
function EntryFile({ entry, personId }: { entry: IndisciplineEntry; personId: string }) {
  return (
    <Anchor
      size="sm"
      onClick={() =>
        void personFileUrl(personId, entry.fileKey).then(
          (u) => window.open(u, '_blank'),
          notifyError,
        )
      }
    >
      {entry.fileName} ({Math.ceil(entry.size / 1024)} KB)
    </Anchor>
  );
}

/** A new entry: severity, observation and an optional PDF; cleared once recorded. */
function useIndisciplineDraft({ person, done }: { person: Row; done: Done }) {
  const [severity, setSeverity] = useState<string | null>('1');
  const [observation, setObservation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const save = async () => {
    try {
      const attached = file
        ? { fileName: file.name, contentBase64: await fileToBase64(file) }
        : undefined;
      done(
        await recordIndiscipline({
          commandId: newCommandId(),
          personId: String(person.personId),
          severity,
          observation,
          date: today(),
          ...(attached ? { file: attached } : {}),
        }),
        'indisciplineRecorded',
      );
      setObservation('');
      setFile(null);
    } catch (err) {
      notifyError(err);
    }
  };
  return { severity, setSeverity, observation, setObservation, file, setFile, save };
}

function IndisciplineForm(props: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const draft = useIndisciplineDraft(props);
  return (
    <FilterBar>
      <SeveritySelect value={draft.severity} onChange={draft.setSeverity} />
      <Textarea
        label={t('field.observation')}
        value={draft.observation}
        onChange={(e) => draft.setObservation(e.currentTarget.value)}
        miw={300}
        data-testid="indiscipline-observation"
      />
      <FileInput
        label={t('field.file')}
        accept="application/pdf"
        value={draft.file}
        onChange={draft.setFile}
        clearable
        miw={200}
        data-testid="indiscipline-file"
      />
      <Button onClick={() => void draft.save()} data-testid="indiscipline-save">
        {t('save')}
      </Button>
    </FilterBar>
  );
}

interface SeverityProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Severity 1, 2 or 3. */
function SeveritySelect({ value, onChange }: SeverityProps) {
  const { t } = useTranslation('administration');
  return (
    <Select
      label={t('field.severity')}
      data={['1', '2', '3'].map((v) => ({ value: v, label: t(`severity.${v}`) }))}
      value={value}
      onChange={onChange}
      data-testid="indiscipline-severity"
    />
  );
}
