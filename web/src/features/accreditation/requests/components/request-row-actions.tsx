import { Anchor, Button, Group } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REMOVABLE_REQUEST_STATUSES, type RequestRow } from '@faena/contracts';

/** What a row's buttons let the requester do. */
export interface RowActions {
  onCorrect: (row: RequestRow) => void;
  onEdit: (row: RequestRow) => void;
  onRemove: (row: RequestRow) => void;
  onAttachments: (row: RequestRow) => void;
}

export const isRemovable = (row: RequestRow) => REMOVABLE_REQUEST_STATUSES.includes(row.status);

/** The buttons a row may show: when, how they look, their label and test id, what they call. */
const STATUS_BUTTONS = [
  {
    key: 'remove',
    shows: isRemovable,
    props: { color: 'red', variant: 'light' },
    label: 'remove.one',
    call: 'onRemove',
  },
  {
    key: 'edit',
    shows: (row: RequestRow) => row.status === 'I',
    props: { variant: 'light' },
    label: 'grid.edit',
    call: 'onEdit',
  },
  {
    key: 'correct',
    shows: (row: RequestRow) => row.status === 'O',
    props: { color: 'orange' },
    label: 'grid.correct',
    call: 'onCorrect',
  },
] as const;

/** A row's actions: remove, edit a draft, correct an observed one; attachments and history always. */
export function MyRequestRowActions({ row, actions }: { row: RequestRow; actions: RowActions }) {
  const { t } = useTranslation('requests');
  return (
    <Group gap="xs" wrap="nowrap">
      {STATUS_BUTTONS.filter((b) => b.shows(row)).map((b) => (
        <Button
          key={b.key}
          size="compact-xs"
          {...b.props}
          onClick={() => actions[b.call](row)}
          data-testid={`${b.key}-${row.requestId}`}
        >
          {t(b.label)}
        </Button>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPaperclip size={12} />}
        onClick={() => actions.onAttachments(row)}
        data-testid={`attachments-${row.requestId}`}
      >
        {t('attachments.open', { count: row.attachments.length })}
      </Button>
      <Anchor component={Link} to={`/consultas/historial/${row.requestId}`} size="xs">
        {t('grid.history')}
      </Anchor>
    </Group>
  );
}
