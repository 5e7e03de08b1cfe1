import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '@faena/contracts';
import { RecordHistory } from '../../../components/record-history/record-history';
import { newCommandId } from '../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { listCountries, removeHoliday, setHoliday, type Row } from '../api/administration.api';

/** Countries and their holidays (day and month); template holidays cannot be changed or deleted. */
export function CountriesPage() {
  const { t } = useTranslation('administration');
  const canEdit = useSession((s) => (s.user ? hasPermission(s.user, 'platform.operate') : false));
  const [countries, setCountries] = useState<Row[]>([]);
  const [countryId, setCountryId] = useState<string | null>('PE');
  const [draft, setDraft] = useState({ day: 1, month: 1, name: '' });
  const [version, setVersion] = useState(0);
  const load = useCallback(
    (afterPosition?: number) =>
      listCountries({ take: 50, ...(afterPosition ? { afterPosition } : {}) } as never).then(
        (p) => setCountries(p.data),
        notifyError,
      ),
    [],
  );
  useEffect(() => void load(), [load]);
  const country = countries.find((c) => c.countryId === countryId);
  const holidays = (country?.holidays as Holiday[] | undefined) ?? [];
  const after = (position: number, key: string) => {
    notifySuccess(t(key));
    setVersion((v) => v + 1);
    return load(position);
  };
  const add = () =>
    setHoliday({
      commandId: newCommandId(),
      countryId,
      countryName: country?.name ?? '',
      holiday: draft,
    }).then((r) => after(r.position, 'created'), notifyError);
  const remove = (h: Holiday) =>
    removeHoliday({ commandId: newCommandId(), countryId, day: h.day, month: h.month }).then(
      (r) => after(r.position, 'deleted'),
      notifyError,
    );
  return (
    <Stack data-testid="admin-page-countries">
      <Title order={1} size="h2">
        {t('title.countries')}
      </Title>
      <Paper withBorder p="md">
        <Select
          label={t('field.country')}
          data={countries.map((c) => ({ value: String(c.countryId), label: String(c.name) }))}
          value={countryId}
          onChange={setCountryId}
          maw={300}
          data-testid="country-select"
        />
        <Table withTableBorder mt="md" fz="sm" data-testid="holiday-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.day')}</Table.Th>
              <Table.Th>{t('field.month')}</Table.Th>
              <Table.Th>{t('field.name')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.map((h) => (
              <Table.Tr key={`${h.month}-${h.day}`} data-testid={`holiday-${h.day}-${h.month}`}>
                <Table.Td>{h.day}</Table.Td>
                <Table.Td>{h.month}</Table.Td>
                <Table.Td>
                  {h.name}{' '}
                  {h.template && (
                    <Badge size="xs" variant="light">
                      {t('template')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {canEdit && !h.template && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete')}
                      onClick={() => void remove(h)}
                      data-testid="holiday-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canEdit && (
          <Group align="end" mt="md">
            <NumberInput
              label={t('field.day')}
              min={1}
              max={31}
              value={draft.day}
              onChange={(v) => setDraft({ ...draft, day: Number(v) || 1 })}
              w={90}
            />
            <NumberInput
              label={t('field.month')}
              min={1}
              max={12}
              value={draft.month}
              onChange={(v) => setDraft({ ...draft, month: Number(v) || 1 })}
              w={90}
            />
            <TextInput
              label={t('field.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
              data-testid="holiday-name"
            />
            <Button onClick={() => void add()} data-testid="holiday-add">
              {t('action.addHoliday')}
            </Button>
          </Group>
        )}
      </Paper>
      {countryId && country && (
        <Paper withBorder p="md">
          <Title order={5} mb="sm">
            {t('tab.history')}
          </Title>
          <RecordHistory key={`${countryId}-${version}`} stream={`catalog.country-${countryId}`} />
        </Paper>
      )}
    </Stack>
  );
}
