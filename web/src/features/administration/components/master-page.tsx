import { Badge, Button, Modal, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, type CommandResult, type Permission } from '@faena/contracts';
import type { z } from 'zod';
import { RecordHistory } from '../../../components/record-history/record-history';
import type { ColumnFilterSpec } from '../../../components/ui/data-grid-filter';
import { DataGrid } from '../../../components/ui/data-grid';
import type { PhoneRole } from '../../../components/ui/grid-phone';
import { useServerGrid, type GridRow } from '../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { RESOURCE_APIS, type ResourceName, type Row } from '../api/administration.api';
import type { Values } from './field-input';
import { RecordForm, type FormSection } from './record-form';
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

/** One administration screen: the shared server grid (paging, filters, export) and a record dialog with its history. */
export function MasterPage({ config }: { config: MasterConfig }) {
  const { t } = useTranslation('administration');
  const api = RESOURCE_APIS[config.resource];
  const canEdit = useSession((s) =>
    s.user ? hasPermission(s.user, config.editPermission ?? 'catalog.admin') : false,
  );
  const canAudit = useSession((s) => (s.user ? hasPermission(s.user, 'catalog.audit') : false));
  const [editing, setEditing] = useState<Editing>(null);
  const grid = useServerGrid<Row>({
    fetchPage: api.list,
    rowId: (r) => String(r[config.idKey]),
    versionOf: (r) => r.version ?? 0,
    onError: notifyError,
  });
  const open = useCallback(
    (row: Row) =>
      api
        .get(String(row[config.idKey]))
        .then((record) => setEditing({ mode: 'edit', record }), notifyError),
    [api, config.idKey],
  );
  useOpenFromUrl(api, setEditing);
  const done = useCallback(
    (result: CommandResult, messageKey: string) => {
      void grid.refetch(result.position);
      notifySuccess(t(messageKey));
      const id = editing?.mode === 'edit' ? String(editing.record[config.idKey]) : result.id;
      api.get(id).then(
        (record) => setEditing({ mode: 'edit', record }),
        () => setEditing(null),
      );
    },
    [grid, t, editing, api, config.idKey],
  );
  const columns = useMemo<Array<ColumnDef<GridRow<Row>>>>(
    () =>
      config.columns.map((c) => ({
        id: c.field,
        accessorFn: (r: Row) => r[c.field],
        header: t(c.label),
        cell: ({ row }) => (c.text ? c.text(row.original) : textOf(row.original[c.field])),
        meta: {
          filter: c.filter,
          phone: c.phone,
          ...(c.text ? { exportValue: (r: Row) => c.text!(r) } : {}),
        },
      })),
    [config.columns, t],
  );
  const record = editing?.mode === 'edit' ? editing.record : null;
  const id = record ? String(record[config.idKey]) : null;
  const form = editing && (
    <RecordForm
      key={id ?? 'new'}
      sections={config.sections}
      schema={config.schema}
      values={
        record
          ? (config.valuesOf ?? ((r: Row) => ({ ...config.defaults, ...r })))(record)
          : config.defaults
      }
      id={id ? { key: config.idKey, value: id } : null}
      readOnly={!canEdit || (record !== null && (config.readOnly?.(record) ?? false))}
      save={id ? api.update : api.register}
      onSaved={(r) => done(r, id ? 'updated' : 'created')}
      onCancel={() => setEditing(null)}
    />
  );
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
          toolbar={
            canEdit && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing({ mode: 'new' })}
                data-testid="record-new"
              >
                {t('new')}
              </Button>
            )
          }
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="80rem"
        title={
          <>
            {record ? t('editTitle', { id }) : t('newTitle')} {record && config.badge?.(record)}
          </>
        }
      >
        {record ? (
          <Tabs defaultValue="data" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="data" data-testid="tab-data">
                {t('tab.data')}
              </Tabs.Tab>
              {(config.extraTabs ?? []).map((x) => (
                <Tabs.Tab key={x.key} value={x.key} data-testid={`tab-${x.key}`}>
                  {t(`tab.${x.key}`)}
                </Tabs.Tab>
              ))}
              {canAudit && (
                <Tabs.Tab value="history" data-testid="tab-history">
                  {t('tab.history')}
                </Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="data" pt="sm">
              {form}
            </Tabs.Panel>
            {(config.extraTabs ?? []).map((x) => (
              <Tabs.Panel key={x.key} value={x.key} pt="sm">
                {x.render(record, done)}
              </Tabs.Panel>
            ))}
            {canAudit && (
              <Tabs.Panel value="history" pt="sm">
                <RecordHistory stream={config.streamOf(id!)} />
              </Tabs.Panel>
            )}
          </Tabs>
        ) : (
          form
        )}
      </Modal>
    </Stack>
  );
}

export const stateBadge = (color: string, label: string) => (
  <Badge color={color} variant="light" ml="xs">
    {label}
  </Badge>
);
