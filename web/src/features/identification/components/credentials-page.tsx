import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, CredentialRow } from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { useServerGrid } from '../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  credentialPages,
  type CredentialFilters,
  type IdentificationOptions,
} from '../api/identification.api';
import { useCredentialColumns } from './credentials-columns';
import { CredentialsFilters } from './credentials-filters';
import { CredentialModals } from './credentials-modals';
import { useCredentialPrint } from './use-credential-print';
import { useIdentificationLive } from './use-identification-live';
import { useIdentificationOptions } from './use-identification-options';

type Changed = (result: CommandResult, message: string) => Promise<void>;

/**
 * /identificacion/credenciales: the client's credentials with filters (company, person or
 * document, type, status, printed), a new credential, inactivation with a reason, and printing the
 * selected ones: the printed flag is set and the badges open as one PDF (CR80, front and back).
 */
export function CredentialsPage() {
  const { t } = useTranslation('identification');
  const options = useIdentificationOptions();
  const [filters, setFilters] = useState<CredentialFilters>({});
  const [text, setText] = useState('');
  const set = (key: keyof CredentialFilters) => (v: string | null) =>
    setFilters((f) => ({ ...f, [key]: v ?? undefined }));
  const all = { ...filters, text: text.trim() || undefined };
  return (
    <Stack data-testid="credentials-page">
      <Title order={1} size="h2">
        {t('credentials.title')}
      </Title>
      <Text c="dimmed">{t('credentials.subtitle')}</Text>
      <Paper withBorder p="md">
        <CredentialsFilters
          options={options}
          filters={filters}
          onFilter={set}
          text={text}
          onText={setText}
        />
        {/* a new filter is a new grid (the hook fetches its first page on mount) */}
        <CredentialsGrid key={JSON.stringify(all)} filters={all} options={options} />
      </Paper>
    </Stack>
  );
}

interface GridProps {
  filters: CredentialFilters;
  options: IdentificationOptions;
}

function CredentialsGrid(props: GridProps) {
  const { t } = useTranslation('identification');
  const state = useCredentialsGridState(props);
  return (
    <>
      <DataGrid
        grid={state.grid}
        columns={state.columns}
        title={t('credentials.gridTitle')}
        exportFileName="credenciales"
        testId="credentials-grid"
        toolbar={
          <CredentialsToolbar printing={state.printing} onNew={() => state.setIssuing(true)} />
        }
        rowTestId={(r) => `credential-row-${r.credentialId}`}
      />
      <CredentialModals {...state} options={props.options} />
    </>
  );
}

/** The grid, its columns, the print selection, and which modal is open. */
function useCredentialsGridState({ filters, options }: GridProps) {
  const [issuing, setIssuing] = useState(false);
  const [inactivating, setInactivating] = useState<CredentialRow | null>(null);
  const { grid, changed } = useCredentialsGrid(filters);
  const printing = useCredentialPrint(changed);
  const columns = useCredentialColumns({
    options,
    selected: printing.selected,
    setSelected: printing.setSelected,
    onInactivate: setInactivating,
  });
  return { grid, columns, changed, printing, issuing, setIssuing, inactivating, setInactivating };
}

/** The server grid of the filtered credentials, refetched when identification changes live. */
function useCredentialsGrid(filters: CredentialFilters) {
  const fetchPage = useMemo(() => credentialPages(filters), [filters]);
  const grid = useServerGrid<CredentialRow>({
    fetchPage,
    rowId: (r) => r.credentialId,
    onError: notifyError,
  });
  useIdentificationLive(grid.refetch);
  const changed: Changed = async (result, message) => {
    await grid.refetch(result.position);
    notifySuccess(message);
  };
  return { grid, changed };
}

interface ToolbarProps {
  printing: ReturnType<typeof useCredentialPrint>;
  onNew: () => void;
}

function CredentialsToolbar({ printing, onNew }: ToolbarProps) {
  const { t } = useTranslation('identification');
  return (
    <Group gap="xs">
      <Button leftSection={<IconPlus size={16} />} onClick={onNew} data-testid="credential-new">
        {t('credentials.new')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} />}
        disabled={printing.selected.size === 0}
        loading={printing.printing}
        onClick={() => void printing.print()}
        data-testid="credentials-print"
      >
        {t('print.action', { count: printing.selected.size })}
      </Button>
    </Group>
  );
}
