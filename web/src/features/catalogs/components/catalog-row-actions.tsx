import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogItemRow } from '@faena/contracts';

export interface RowActions {
  onEdit: (row: CatalogItemRow) => void;
  onToggle: (row: CatalogItemRow) => void;
}

/** A catalogue item's actions: edit, and deactivate (an active item) or activate. */
export function CatalogRowActions({ row, onEdit, onToggle }: RowActions & { row: CatalogItemRow }) {
  const { t } = useTranslation('catalogs');
  const active = row.active === 'S';
  const toggleLabel = active ? t('deactivate') : t('activate');
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('edit')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('edit')}
          onClick={() => onEdit(row)}
          data-testid={`edit-${row.code}`}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleLabel}>
        <ActionIcon
          variant="subtle"
          color={active ? 'orange' : 'green'}
          aria-label={toggleLabel}
          onClick={() => onToggle(row)}
          data-testid={`toggle-${row.code}`}
        >
          {active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
