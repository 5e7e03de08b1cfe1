import { Badge, Button, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, Permission } from '@faena/contracts';
import type { z } from 'zod';
import type { ColumnFilterSpec } from '../../../components/ui/data-grid-filter';
import { DataGrid } from '../../../components/ui/data-grid';
import type { PhoneRole } from '../../../components/ui/grid-phone';
import { useServerGrid, type ServerGrid } from '../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { RESOURCE_APIS, type ResourceName, type Row } from '../api/administration.api';
import type { Values } from './field-input';
import { useMasterColumns } from './master-columns';
import { RecordDialog } from './record-dialog';
import type { FormSection } from './record-form';
import { useOpenFromUrl, type Editing } from './use-open-from-url';

export interface ColumnSpec {
  field: string;
  label: string;
  filter?: ColumnFilterSpec;
  /** the shown (and exported) text of a cell */
  text?: (row: Row) => string;
  /** its place in the phone's card layout (components/ui/grid-phone.ts) */
  phone?: PhoneRole;
}

export interface ExtraTab {
  key: string;
  render: (record: Row, done: (result: CommandResult, messageKey: string) => void) => ReactNode;
}

export interface MasterConfig {
  resource: ResourceName;
  title: string;
  idKey: string;
  /** the record's stream for its history: `catalog.<kind>-<id>` */
  streamOf: (id: string) => string;
  columns: ColumnSpec[];
  sections: FormSection[];
  schema: z.ZodType;
  defaults: Values;
  /** form values of a loaded record (defaults filled) */
  valuesOf?: (record: Row) => Values;
  readOnly?: (record: Row) => boolean;
  extraTabs?: ExtraTab[];
  badge?: (record: Row) => ReactNode;
  /** who may register and edit (default catalog.admin); global records are the platform operator's */
  editPermission?: Permission;
}

type ResourceApi = (typeof RESOURCE_APIS)[ResourceName];
export type AfterCommand = (result: CommandResult, messageKey: string) => void;

/** Who may register and edit (the screen's permission), and who may read a record's history. */
function useMasterRights(config: MasterConfig) {
  const canEdit = useSession((s) =>
    s.user ? hasPermission(s.user, config.editPermission ?? 'catalog.admin') : false,
  );
  const canAudit = useSession((s) => (s.user ? hasPermission(s.user, 'catalog.audit') : false));
  return { canEdit, canAudit };
}

interface AfterCommandDeps {
  grid: ServerGrid<Row>;
  api: ResourceApi;
  idKey: string;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}

/** After a save: the grid catches up, the message shows, and the record reopens as now stored. */
function useAfterCommand({ grid, api, idKey, editing, setEditing }: AfterCommandDeps) {
  const { t } = useTranslation('administration');
  return useCallback<AfterCommand>(
    (result, messageKey) => {
      void grid.refetch(result.position);
      notifySuccess(t(messageKey));
      const id = editing?.mode === 'edit' ? String(editing.record[idKey]) : result.id;
      api.get(id).then(
        (record) => setEditing({ mode: 'edit', record }),
        () => setEditing(null),
      );
    },
    [grid, t, editing, api, idKey, setEditing],
  );
}

/** The resource's server grid, the record open in the dialog (a row click or `?abrir=`), and `done`. */
function useMasterRecords(config: MasterConfig) {
  const api = RESOURCE_APIS[config.resource];
  const { idKey } = config;
  const [editing, setEditing] = useState<Editing>(null);
  const grid = useServerGrid<Row>({
    fetchPage: api.list,
    rowId: (r) => String(r[idKey]),
    versionOf: (r) => r.version ?? 0,
    onError: notifyError,
  });
  const open = useCallback(
    (row: Row) =>
      api
        .get(String(row[idKey]))
        .then((record) => setEditing({ mode: 'edit', record }), notifyError),
    [api, idKey],
  );
  useOpenFromUrl(api, setEditing);
  const done = useAfterCommand({ grid, api, idKey, editing, setEditing });
  const openNew = () => setEditing({ mode: 'new' });
  const close = () => setEditing(null);
  return { grid, editing, open, openNew, close, done };
}

/** One administration screen: the shared server grid (paging, filters, export) and a record dialog with its history. */
export function MasterPage({ config }: { config: MasterConfig }) {
  const { t } = useTranslation('administration');
  const rights = useMasterRights(config);
  const { grid, editing, open, openNew, close, done } = useMasterRecords(config);
  const columns = useMasterColumns(config.columns);
  return (
    <Stack data-testid={`admin-page-${config.resource}`}>
      <Title order={1} size="h2">
        {t(config.title)}
      </Title>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t(config.title)}
          exportFileName={config.resource}
          testId={`${config.resource}-grid`}
          rowTestId={(r) => `row-${String(r[config.idKey])}`}
          onRowClick={(r) => void open(r)}
          toolbar={rights.canEdit && <NewRecordButton onClick={openNew} />}
        />
      </Paper>
      <RecordDialog config={config} editing={editing} rights={rights} done={done} onClose={close} />
    </Stack>
  );
}

function NewRecordButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('administration');
  return (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
      data-testid="record-new"
    >
      {t('new')}
    </Button>
  );
}

export const stateBadge = (color: string, label: string) => (
  <Badge color={color} variant="light" ml="xs">
    {label}
  </Badge>
);
