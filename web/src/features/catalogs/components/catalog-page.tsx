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

type Editing = CatalogItemRow | 'new' | null;

/** A per-client list is its client's administrator's; a global or per-country one the platform operator's. */
function useCanEdit(def: CatalogDefinition): boolean {
  return useSession((s) =>
    s.user
      ? hasPermission(s.user, def.scope === 'client' ? 'admin.operate' : 'platform.operate')
      : false,
  );
}

/** The catalogue's grid, the item being edited, and what follows a save or a state change. */
function useCatalogScreen(def: CatalogDefinition) {
  const { t } = useTranslation('catalogs');
  const [editing, setEditing] = useState<Editing>(null);
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
  return { grid, editing, setEditing, afterCommand, onToggle };
}

function CatalogScreen({ def }: { def: CatalogDefinition }) {
  const title = useLabel()(def.labels);
  const canEdit = useCanEdit(def);
  const { grid, editing, setEditing, afterCommand, onToggle } = useCatalogScreen(def);
  const columns = useCatalogColumns(def, { canEdit, onEdit: setEditing, onToggle });
  return (
    <Stack data-testid={`catalog-page-${def.id}`}>
      <CatalogHeader def={def} title={title} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={title}
          exportFileName={def.id}
          testId="catalog-grid"
          rowTestId={(r) => `catalog-row-${r.code}`}
          toolbar={canEdit && <NewItemButton onClick={() => setEditing('new')} />}
        />
      </Paper>
      <ItemModal
        def={def}
        title={title}
        editing={editing}
        onSaved={afterCommand}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

/** The way back to the catalogues, the catalogue's name, and whose list it is. */
function CatalogHeader({ def, title }: { def: CatalogDefinition; title: string }) {
  const { t } = useTranslation('catalogs');
  return (
    <>
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
    </>
  );
}

function NewItemButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('catalogs');
  return (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
      data-testid="catalog-new"
    >
      {t('new')}
    </Button>
  );
}

interface ItemModalProps {
  def: CatalogDefinition;
  title: string;
  editing: Editing;
  onSaved: (result: CommandResult, messageKey: string) => Promise<void>;
  onClose: () => void;
}

/** The form of a new item or of the item being edited, in a modal. */
function ItemModal({ def, title, editing, onSaved, onClose }: ItemModalProps) {
  const { t } = useTranslation('catalogs');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t('newTitle', { name: title }) : t('editTitle', { name: title })}
      size="lg"
    >
      {editing !== null && (
        <CatalogForm
          def={def}
          item={editing === 'new' ? null : editing}
          onSaved={(r) => onSaved(r, editing === 'new' ? 'created' : 'updated')}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
