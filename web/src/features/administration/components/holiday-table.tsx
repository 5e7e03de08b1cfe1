import { ActionIcon, Badge, Button, NumberInput, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '@faena/contracts';
import { FilterBar } from '../../../components/forms/filter-bar';

export interface HolidayDraft {
  day: number;
  month: number;
  name: string;
}

interface TableProps {
  holidays: Holiday[];
  canEdit: boolean;
  onRemove: (holiday: Holiday) => Promise<unknown>;
}

/** A country's holidays: day, month, name (template ones marked, and not removable). */
export function HolidayTable({ holidays, canEdit, onRemove }: TableProps) {
  const { t } = useTranslation('administration');
  return (
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
          <HolidayLine key={`${h.month}-${h.day}`} h={h} canEdit={canEdit} onRemove={onRemove} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HolidayLine({ h, canEdit, onRemove }: Omit<TableProps, 'holidays'> & { h: Holiday }) {
  const { t } = useTranslation('administration');
  return (
    <Table.Tr data-testid={`holiday-${h.day}-${h.month}`}>
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
            onClick={() => void onRemove(h)}
            data-testid="holiday-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The largest day and month a holiday may have. */
const LAST = { day: 31, month: 12 } as const;

/** A new holiday: day, month and name, then add. */
export function HolidayDraftForm({ onAdd }: { onAdd: (draft: HolidayDraft) => Promise<unknown> }) {
  const { t } = useTranslation('administration');
  const [draft, setDraft] = useState<HolidayDraft>({ day: 1, month: 1, name: '' });
  return (
    <FilterBar mt="md">
      {(['day', 'month'] as const).map((part) => (
        <NumberInput
          key={part}
          label={t(`field.${part}`)}
          min={1}
          max={LAST[part]}
          value={draft[part]}
          onChange={(v) => setDraft({ ...draft, [part]: Number(v) || 1 })}
          w={90}
        />
      ))}
      <TextInput
        label={t('field.name')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        data-testid="holiday-name"
      />
      <Button onClick={() => void onAdd(draft)} data-testid="holiday-add">
        {t('action.addHoliday')}
      </Button>
    </FilterBar>
  );
}
