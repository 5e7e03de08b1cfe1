import { Paper, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonIdentificationRow } from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { PageHeading } from '../../../components/ui/page-heading';
import { useServerGrid } from '../../../components/ui/use-server-grid';
import { newCommandId } from '../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  assignIdentificationType,
  personIdentificationPages,
  type Option,
} from '../api/identification.api';
import { usePersonTypeColumns, type Assign } from './person-types-columns';
import { useIdentificationLive } from './use-identification-live';
import { useIdentificationOptions } from './use-identification-options';
import { FilterBar } from '../../../components/forms/filter-bar';

type Assigned = 'S' | 'N' | undefined;

interface FilterProps {
  text: string;
  onText: (text: string) => void;
  assigned: Assigned;
  onAssigned: (assigned: Assigned) => void;
}

/** A person's name or document, and with or without a type. */
function TypeFilters({ text, onText, assigned, onAssigned }: FilterProps) {
  const { t } = useTranslation('identification');
  return (
    <FilterBar mb="sm">
      <TextInput
        label={t('filters.person')}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        data-testid="types-search"
      />
      <Select
        label={t('types.filter')}
        data={[
          { value: 'S', label: t('types.withType') },
          { value: 'N', label: t('types.withoutType') },
        ]}
        value={assigned ?? null}
        onChange={(v) => onAssigned((v as Assigned) ?? undefined)}
        clearable
        data-testid="types-filter"
      />
    </FilterBar>
  );
}

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
      <PageHeading title={t('types.title')} subtitle={t('types.subtitle')} />
      <Paper withBorder p="md">
        <TypeFilters text={text} onText={setText} assigned={assigned} onAssigned={setAssigned} />
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

/** Assigns a type to a person, then reads the grid up to that change. */
function useAssign(refetch: (afterPosition?: number) => Promise<void>): Assign {
  const { t } = useTranslation('identification');
  return async (row: PersonIdentificationRow, identificationType: string) => {
    try {
      const result = await assignIdentificationType({
        commandId: newCommandId(),
        personId: row.personId,
        identificationType,
      });
      await refetch(result.position);
      notifySuccess(t('types.saved', { name: row.fullName }));
    } catch (err) {
      notifyError(err);
    }
  };
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
  const columns = usePersonTypeColumns(types, useAssign(grid.refetch));
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
