import {
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_STATUSES, type CommandResult, type CredentialRow } from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import { useServerGrid, type GridRow } from '../../../components/ui/use-server-grid';
import { newCommandId } from '../../../lib/command-id';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  credentialPages,
  badgesPdfUrl,
  printCredentials,
  type CredentialFilters,
} from '../api/identification.api';
import { BadgesPdfModal, type BadgesPdf } from './badges-pdf-modal';
import { CredentialForm } from './credential-form';
import { InactivateForm } from './inactivate-form';
import { CredentialStatusBadge } from './status-badge';
import { useIdentificationLive } from './use-identification-live';
import { useIdentificationOptions } from './use-identification-options';

type Options = ReturnType<typeof useIdentificationOptions>;

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
        <Group align="flex-end" mb="sm" wrap="wrap">
          <Select
            label={t('filters.company')}
            data={options.companies}
            value={filters.companyId ?? null}
            onChange={set('companyId')}
            clearable
            searchable
            data-testid="filter-company"
          />
          <TextInput
            label={t('filters.person')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="filter-person"
          />
          <Select
            label={t('filters.type')}
            data={options.credentialTypes.map(({ value, label }) => ({ value, label }))}
            value={filters.credentialType ?? null}
            onChange={set('credentialType')}
            clearable
            data-testid="filter-type"
          />
          <Select
            label={t('filters.status')}
            data={CREDENTIAL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={filters.status ?? null}
            onChange={set('status')}
            clearable
            data-testid="filter-status"
          />
          <Select
            label={t('filters.printed')}
            data={[
              { value: 'S', label: t('printed.S') },
              { value: 'N', label: t('printed.N') },
            ]}
            value={filters.printed ?? null}
            onChange={set('printed')}
            clearable
            data-testid="filter-printed"
          />
        </Group>
        {/* a new filter is a new grid (the hook fetches its first page on mount) */}
        <CredentialsGrid key={JSON.stringify(all)} filters={all} options={options} />
      </Paper>
    </Stack>
  );
}

function CredentialsGrid({ filters, options }: { filters: CredentialFilters; options: Options }) {
  const { t, i18n } = useTranslation('identification');
  const [issuing, setIssuing] = useState(false);
  const [inactivating, setInactivating] = useState<CredentialRow | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [pdf, setPdf] = useState<BadgesPdf | null>(null);
  const fetchPage = useMemo(() => credentialPages(filters), [filters]);
  const grid = useServerGrid<CredentialRow>({
    fetchPage,
    rowId: (r) => r.credentialId,
    onError: notifyError,
  });
  useIdentificationLive(grid.refetch);
  const typeName = (code: string) =>
    options.credentialTypes.find((c) => c.value === code)?.label ?? code;
  const reasonName = (code: string | null) =>
    code === null ? '' : (options.reasons.find((r) => r.value === code)?.label ?? code);
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const columns = useMemo<Array<ColumnDef<GridRow<CredentialRow>>>>(
    () => [
      {
        id: 'select',
        header: () => <VisuallyHidden>{t('print.select')}</VisuallyHidden>,
        enableSorting: false,
        cell: ({ row }) => (
          <Checkbox
            size="sm"
            aria-label={t('print.selectOne', { name: row.original.fullName })}
            disabled={row.original.status === 'I'}
            checked={selected.has(row.original.credentialId)}
            onChange={(e) => toggle(row.original.credentialId, e.currentTarget.checked)}
            data-testid={`select-${row.original.credentialId}`}
          />
        ),
        meta: { noExport: true },
      },
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
        accessorKey: 'credentialType',
        header: t('grid.type'),
        enableSorting: false,
        cell: ({ row }) => typeName(row.original.credentialType),
        meta: { exportValue: (r: CredentialRow) => typeName(r.credentialType) },
      },
      {
        id: 'validity',
        header: t('grid.validity'),
        enableSorting: false,
        cell: ({ row }) =>
          `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
        meta: {
          exportValue: (r: CredentialRow) =>
            `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`,
        },
      },
      {
        id: 'references',
        header: t('grid.references'),
        enableSorting: false,
        cell: ({ row }) =>
          [row.original.referenceCode1, row.original.referenceCode2].filter(Boolean).join(' · '),
        meta: {
          exportValue: (r: CredentialRow) =>
            [r.referenceCode1, r.referenceCode2].filter(Boolean).join(' · '),
        },
      },
      {
        id: 'reasons',
        header: t('grid.reasons'),
        enableSorting: false,
        cell: ({ row }) => (
          <TwoLineCell
            primary={reasonName(row.original.issueReason)}
            secondary={reasonName(row.original.inactivationReason)}
          />
        ),
        meta: {
          exportValue: (r: CredentialRow) =>
            [reasonName(r.issueReason), reasonName(r.inactivationReason)]
              .filter(Boolean)
              .join(' / '),
        },
      },
      {
        accessorKey: 'printed',
        header: t('grid.printed'),
        enableSorting: false,
        cell: ({ row }) => t(`printed.${row.original.printed ? 'S' : 'N'}`),
        meta: { exportValue: (r: CredentialRow) => t(`printed.${r.printed ? 'S' : 'N'}`) },
      },
      {
        accessorKey: 'status',
        header: t('grid.status'),
        enableSorting: false,
        cell: ({ row }) => <CredentialStatusBadge status={row.original.status} />,
        meta: {
          exportValue: (r: CredentialRow) => t(`status.${r.status}`),
          phone: 'status',
          nowrap: true,
        },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === 'I' ? null : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setInactivating(row.original)}
              data-testid={`inactivate-${row.original.credentialId}`}
            >
              {t('inactivate.action')}
            </Button>
          ),
        meta: { noExport: true },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the options
    [t, selected, options],
  );
  const changed = async (result: CommandResult, message: string) => {
    await grid.refetch(result.position);
    notifySuccess(message);
  };
  const print = async () => {
    setPrinting(true);
    try {
      const ids = [...selected];
      const result = await printCredentials({ commandId: newCommandId(), credentialIds: ids });
      setSelected(new Set());
      await changed(result, t('print.done', { count: ids.length }));
      const url = await badgesPdfUrl(ids, i18n.language.startsWith('en') ? 'en' : 'es');
      setPdf({ url, count: ids.length });
    } catch (err) {
      notifyError(err);
    } finally {
      setPrinting(false);
    }
  };
  const toolbar = (
    <Group gap="xs">
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => setIssuing(true)}
        data-testid="credential-new"
      >
        {t('credentials.new')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} />}
        disabled={selected.size === 0}
        loading={printing}
        onClick={() => void print()}
        data-testid="credentials-print"
      >
        {t('print.action', { count: selected.size })}
      </Button>
    </Group>
  );
  return (
    <>
      <DataGrid
        grid={grid}
        columns={columns}
        title={t('credentials.gridTitle')}
        exportFileName="credenciales"
        testId="credentials-grid"
        toolbar={toolbar}
        rowTestId={(r) => `credential-row-${r.credentialId}`}
      />
      <BadgesPdfModal pdf={pdf} onClose={() => setPdf(null)} />
      <Modal
        opened={issuing}
        onClose={() => setIssuing(false)}
        title={t('credentials.new')}
        size="lg"
      >
        {issuing && (
          <CredentialForm
            credentialTypes={options.credentialTypes}
            reasons={options.reasons}
            onCancel={() => setIssuing(false)}
            onSaved={async (result) => {
              setIssuing(false);
              await changed(result, t('credentials.issued'));
            }}
          />
        )}
      </Modal>
      <Modal
        opened={inactivating !== null}
        onClose={() => setInactivating(null)}
        title={t('inactivate.title')}
      >
        {inactivating && (
          <InactivateForm
            row={inactivating}
            reasons={options.reasons}
            onCancel={() => setInactivating(null)}
            onSaved={async (result) => {
              setInactivating(null);
              await changed(result, t('inactivate.done'));
            }}
          />
        )}
      </Modal>
    </>
  );
}
