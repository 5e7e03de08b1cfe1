import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, type CommandResult, type IndisciplineEntry } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { formatDate, today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import {
  assignPersonPosition,
  changePersonState,
  personFileUrl,
  recordIndiscipline,
  type Row,
} from '../api/administration.api';
import { fileToBase64 } from '../../../lib/files';

type Done = (result: CommandResult, messageKey: string) => void;

/** Active / inactive / terminated; a terminated person only takes a position (spec §4). */
export function PersonStateTab({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const [reason, setReason] = useState('');
  const [position, setPosition] = useState(textOf(person.position));
  const personId = String(person.personId);
  const terminated = person.state === 'terminated';
  const change = (state: string) =>
    changePersonState({ commandId: newCommandId(), personId, state, reason, date: today() }).then(
      (r) => done(r, 'stateChanged'),
      notifyError,
    );
  const assign = () =>
    assignPersonPosition({ commandId: newCommandId(), personId, position }).then(
      (r) => done(r, 'positionAssigned'),
      notifyError,
    );
  return (
    <Stack>
      {terminated && (
        <Alert color="red" data-testid="person-terminated">
          {t('terminatedReadOnly')}
        </Alert>
      )}
      {!terminated && (
        <Group align="end">
          <TextInput
            label={t('field.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="state-reason"
          />
          {person.state !== 'active' && (
            <Button
              variant="light"
              onClick={() => void change('active')}
              data-testid="state-active"
            >
              {t('action.activate')}
            </Button>
          )}
          {person.state !== 'inactive' && (
            <Button
              variant="light"
              color="gray"
              onClick={() => void change('inactive')}
              data-testid="state-inactive"
            >
              {t('action.inactivate')}
            </Button>
          )}
          <Button
            color="red"
            onClick={() => void change('terminated')}
            data-testid="state-terminated"
          >
            {t('action.terminate')}
          </Button>
        </Group>
      )}
      <Group align="end">
        <TextInput
          label={t('field.position')}
          value={position}
          onChange={(e) => setPosition(e.currentTarget.value)}
          data-testid="assign-position"
        />
        <Button variant="light" onClick={() => void assign()} data-testid="assign-position-save">
          {t('action.assignPosition')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Indiscipline entries (severity 1/2/3, observation, attached PDF). */
export function IndisciplineTab({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const [severity, setSeverity] = useState<string | null>('1');
  const [observation, setObservation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const entries = (person.indiscipline as IndisciplineEntry[] | undefined) ?? [];
  const personId = String(person.personId);
  const save = async () => {
    try {
      const attached = file
        ? { fileName: file.name, contentBase64: await fileToBase64(file) }
        : undefined;
      done(
        await recordIndiscipline({
          commandId: newCommandId(),
          personId,
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
  return (
    <Stack>
      <Table withTableBorder fz="sm" data-testid="indiscipline-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('field.date')}</Table.Th>
            <Table.Th>{t('field.severity')}</Table.Th>
            <Table.Th>{t('field.observation')}</Table.Th>
            <Table.Th>{t('field.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.entryId}>
              <Table.Td>{formatDate(e.date)}</Table.Td>
              <Table.Td>{t(`severity.${e.severity}`)}</Table.Td>
              <Table.Td>{e.observation}</Table.Td>
              <Table.Td>
                {e.fileKey ? (
                  <Anchor
                    size="sm"
                    onClick={() =>
                      void personFileUrl(personId, e.fileKey).then(
                        (u) => window.open(u, '_blank'),
                        notifyError,
                      )
                    }
                  >
                    {e.fileName} ({Math.ceil(e.size / 1024)} KB)
                  </Anchor>
                ) : (
                  ''
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('noIndiscipline')}
        </Text>
      )}
      {person.state !== 'terminated' && (
        <Group align="end">
          <Select
            label={t('field.severity')}
            data={['1', '2', '3'].map((v) => ({ value: v, label: t(`severity.${v}`) }))}
            value={severity}
            onChange={setSeverity}
            data-testid="indiscipline-severity"
          />
          <Textarea
            label={t('field.observation')}
            value={observation}
            onChange={(e) => setObservation(e.currentTarget.value)}
            miw={300}
            data-testid="indiscipline-observation"
          />
          <FileInput
            label={t('field.file')}
            accept="application/pdf"
            value={file}
            onChange={setFile}
            clearable
            miw={200}
            data-testid="indiscipline-file"
          />
          <Button onClick={() => void save()} data-testid="indiscipline-save">
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
