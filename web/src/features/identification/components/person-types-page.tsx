import { Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonIdentificationRow } from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import { useServerGrid, type GridRow } from '../../../components/ui/use-server-grid';
import { newCommandId } from '../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  assignIdentificationType,
  personIdentificationPages,
  type Option,
} from '../api/identification.api';
import { useIdentificationLive } from './use-identification-live';
import { useIdentificationOptions } from './use-identification-options';

type Assigned = 'S' | 'N' | undefined;

/**
 * /identificacion/tipos-persona: the people the caller may see with their identification type; a
 * worker without one is refused at the doors ('La persona no tiene configurado un Tipo de
 * Identificación.'). Picking a type in a row assigns it.
 */
export function PersonTypesPage() {
  const { t } = useTranslation('identification');
  const { identificationTypes } = useIdentificationOptions();
  const [text, setText] = useState('');
  const [assigned, setAssigned] = useState<Assigned>(undefined);
  return (
    <Stack data-testid="person-types-page">
      <Title order={1} size="h2">
        {t('types.title')}
      </Title>
      <Text c="dimmed">{t('types.subtitle')}</Text>
      <Paper withBorder p="md">
        <Group align="flex-end" mb="sm" wrap="wrap">
          <TextInput
            label={t('filters.person')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="types-search"
          />
          <Select
            label={t('types.filter')}
            data={[
              { value: 'S', label: t('types.withType') },
              { value: 'N', label: t('types.withoutType') },
            ]}
            value={assigned ?? null}
            onChange={(v) => setAssigned((v as Assigned) ?? undefined)}
            clearable
            data-testid="types-filter"
          />
        </Group>
        <PeopleGrid
          key={`${text}|${assigned ?? ''}`}
          text={text.trim() || undefined}
          assigned={assigned}
          types={identificationTypes}
        />
      </Paper>
    </Stack>
  );
}

function PeopleGrid(props: { text?: string | undefined; assigned: Assigned; types: Option[] }) {
  const { t } = useTranslation('identification');
  const { text, assigned, types } = props;
  const fetchPage = useMemo(() => personIdentificationPages({ text, assigned }), [text, assigned]);
  const grid = useServerGrid<PersonIdentificationRow>({
    fetchPage,
    rowId: (r) => r.personId,
    onError: notifyError,
  });
  useIdentificationLive(grid.refetch);
  const typeName = (code: string) =>
    code === '' ? t('types.none') : (types.find((o) => o.value === code)?.label ?? code);
  const assign = async (row: PersonIdentificationRow, identificationType: string) => {
    try {
      const result = await assignIdentificationType({
        commandId: newCommandId(),
        personId: row.personId,
        identificationType,
      });
      await grid.refetch(result.position);
      notifySuccess(t('types.saved', { name: row.fullName }));
    } catch (err) {
      notifyError(err);
    }
  };
  const columns = useMemo<Array<ColumnDef<GridRow<PersonIdentificationRow>>>>(
    () => [
      {
        accessorKey: 'fullName',
        header: t('grid.person'),
        enableSorting: false,
        cell: ({ row }) => (
          <TwoLineCell
            primary={row.original.fullName}
            secondary={`${row.original.documentType} ${row.original.documentNumber}`}
          />
        ),
        meta: { phone: 'title' },
      },
      { accessorKey: 'companyName', header: t('grid.company'), enableSorting: false },
      {
        id: 'identificationType',
        // never empty: a phone's card keeps the line (and its picker) for a person without a type
        accessorFn: (r) => r.identificationType || '-',
        header: t('types.column'),
        enableSorting: false,
        cell: ({ row }) => (
          <Select
            aria-label={t('types.pick', { name: row.original.fullName })}
            placeholder={t('types.none')}
            data={types}
            value={row.original.identificationType || null}
            onChange={(v) => {
              if (v && v !== row.original.identificationType) void assign(row.original, v);
            }}
            allowDeselect={false}
            size="xs"
            data-testid={`type-${row.original.personId}`}
          />
        ),
        meta: { exportValue: (r: PersonIdentificationRow) => typeName(r.identificationType) },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the options
    [t, types],
  );
  return (
    <DataGrid
      grid={grid}
      columns={columns}
      title={t('types.gridTitle')}
      exportFileName="tipos-identificacion"
      testId="person-types-grid"
      rowTestId={(r) => `person-type-row-${r.personId}`}
    />
  );
}
