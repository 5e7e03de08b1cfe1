import { Badge, Modal } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_CONDITIONS, type PersonRow } from '@faena/contracts';
import { notifyError } from '../../lib/notify';
import { DataGrid } from '../ui/data-grid';
import { useServerGrid, type GridRow } from '../ui/use-server-grid';
import { listPeople } from './list-people';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSelect: (person: PersonRow) => void;
}

/** A modal grid of people (server paging and search); clicking a row picks the person. */
export function PersonPicker({ opened, onClose, onSelect }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('person.pickTitle')}
      size={1040}
      data-testid="person-picker"
    >
      {opened && (
        <PeopleGrid
          onSelect={(p) => {
            onSelect(p);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function PeopleGrid({ onSelect }: { onSelect: (person: PersonRow) => void }) {
  const { t } = useTranslation('common');
  const grid = useServerGrid<PersonRow>({
    fetchPage: listPeople,
    rowId: (p) => p.personId,
    onError: notifyError,
  });
  const columns = useMemo(() => peopleColumns(t), [t]);
  return (
    <DataGrid
      grid={grid}
      columns={columns}
      title={t('person.gridTitle')}
      exportFileName="personas"
      testId="people-grid"
      rowTestId={(p) => `person-row-${p.personId}`}
      onRowClick={onSelect}
    />
  );
}

type Column = ColumnDef<GridRow<PersonRow>>;

/** The people grid's columns: name, document, company, condition, position, accredited. */
const peopleColumns = (t: TFunction): Column[] => [
  { accessorKey: 'fullName', header: t('person.fullName'), meta: { filter: { type: 'text' } } },
  {
    accessorKey: 'documentNumber',
    header: t('person.document'),
    meta: { filter: { type: 'text', op: 'startswith' } },
  },
  { accessorKey: 'companyName', header: t('person.company'), meta: { filter: { type: 'text' } } },
  conditionColumn(t),
  { accessorKey: 'position', header: t('person.position') },
  accreditedColumn(t),
];

/** The person's condition as a badge, filtered by the list of conditions. */
const conditionColumn = (t: TFunction): Column => ({
  accessorKey: 'condition',
  header: t('person.condition'),
  cell: ({ row }) => (
    <Badge variant="light">{t(`person.conditions.${row.original.condition}`)}</Badge>
  ),
  meta: {
    filter: {
      type: 'select',
      options: PERSON_CONDITIONS.map((c) => ({ value: c, label: t(`person.conditions.${c}`) })),
    },
    exportValue: (row) => t(`person.conditions.${row.condition}`),
  },
});

/** A badge when the person is accredited at some client (the card's status on a phone). */
const accreditedColumn = (t: TFunction): Column => ({
  id: 'accredited',
  header: t('person.accredited'),
  enableSorting: false,
  cell: ({ row }) =>
    row.original.accreditedClients.length > 0 ? (
      <Badge color="green" variant="light" leftSection={<IconShieldCheck size={12} />}>
        {t('person.accreditedYes')}
      </Badge>
    ) : null,
  meta: {
    exportValue: (row) => (row.accreditedClients.length > 0 ? t('person.accreditedYes') : ''),
    nowrap: true,
    phone: 'status',
  },
});
