import { Anchor, Breadcrumbs, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  catalogById,
  type CatalogDefinition,
  type CatalogItemRow,
  type CommandResult,
} from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { useServerGrid } from '../../../components/ui/use-server-grid';
import { newCommandId } from '../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { changeItemState, listItems } from '../api/catalogs.api';
import { useCatalogColumns } from './catalog-columns';
import { CatalogForm } from './catalog-form';
import { useLabel } from './use-lang';

/** /administracion/catalogos/:catalogId: the grid and form of any declared catalogue. */
export function CatalogPage() {
  const { catalogId = '' } = useParams();
  const def = catalogById(catalogId);
  const { t } = useTranslation('catalogs');
  if (!def) return <Text data-testid="catalog-unknown">{t('unknown')}</Text>;
  return <CatalogScreen key={def.id} def={def} />;
}

function CatalogScreen({ def }: { def: CatalogDefinition }) {
  const { t } = useTranslation('catalogs');
  const label = useLabel();
  // a per-client list is its client's administrator's; a global or per-country one the platform operator's
  const canEdit = useSession((s) =>
    s.user
      ? hasPermission(s.user, def.scope === 'client' ? 'admin.operate' : 'platform.operate')
      : false,
  );
  const [editing, setEditing] = useState<CatalogItemRow | 'new' | null>(null);
  const grid = useServerGrid<CatalogItemRow>({
    fetchPage: (p) => listItems(def.id, p),
    rowId: (r) => r.itemId,
    versionOf: (r) => r.version,
    onError: notifyError,
  });
  const afterCommand = useCallback(
    async (result: CommandResult, messageKey: string) => {
      await grid.refetch(result.position);
      setEditing(null);
      notifySuccess(t(messageKey));
    },
    [grid, t],
  );
  const onToggle = useCallback(
    (row: CatalogItemRow) => {
      const active = row.active === 'S' ? 'N' : 'S';
      changeItemState(def.id, { commandId: newCommandId(), itemId: row.itemId, active }).then(
        (r) => afterCommand(r, active === 'S' ? 'activated' : 'deactivated'),
        notifyError,
      );
    },
    [def.id, afterCommand],
  );
  const columns = useCatalogColumns(def, { canEdit, onEdit: setEditing, onToggle });
  const title = label(def.labels);
  return (
    <Stack data-testid={`catalog-page-${def.id}`}>
      <Breadcrumbs>
        <Anchor component={Link} to="/administracion/catalogos">
          {t('title')}
        </Anchor>
        <Text>{title}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{t(`scope.${def.scope}`)}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={title}
          exportFileName={def.id}
          testId="catalog-grid"
          rowTestId={(r) => `catalog-row-${r.code}`}
          toolbar={
            canEdit && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing('new')}
                data-testid="catalog-new"
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
        title={editing === 'new' ? t('newTitle', { name: title }) : t('editTitle', { name: title })}
        size="lg"
      >
        {editing !== null && (
          <CatalogForm
            def={def}
            item={editing === 'new' ? null : editing}
            onSaved={(r) => afterCommand(r, editing === 'new' ? 'created' : 'updated')}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
