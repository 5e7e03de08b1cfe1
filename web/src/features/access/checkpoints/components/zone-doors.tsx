import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckpointDoor, CheckpointRow, CommandResult } from '@faena/contracts';
import { DoorForm } from './door-form';
import { YesNo } from './checkpoint-columns';

interface Props {
  zone: CheckpointRow;
  canManage: boolean;
  onSaved: (result: CommandResult) => unknown;
  onClose: () => void;
}

/** A zone's doors: name, entry type (E/S/A), active; added and edited by the administrator. */
export function ZoneDoors({ zone, canManage, onSaved, onClose }: Props) {
  const { t } = useTranslation('checkpoints');
  const [editing, setEditing] = useState<CheckpointDoor | 'new' | null>(null);
  const edit = canManage ? setEditing : null;
  return (
    <Paper withBorder p="md" data-testid="zone-doors">
      <Stack gap="xs">
        <ZoneDoorsHeader zone={zone} onNew={edit && (() => edit('new'))} onClose={onClose} />
        {zone.doors.length === 0 ? (
          <Text c="dimmed">{t('door.none')}</Text>
        ) : (
          <DoorsTable doors={zone.doors} onEdit={edit} />
        )}
      </Stack>
      {editing && (
        <DoorForm
          zoneId={zone.zoneId}
          door={editing === 'new' ? null : editing}
          onSaved={async (result) => {
            await onSaved(result);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

/** The zone's name, then New door (for who manages them) and close. */
function ZoneDoorsHeader(props: {
  zone: CheckpointRow;
  onNew: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkpoints');
  const { onNew, onClose } = props;
  return (
    <Group justify="space-between">
      <Title order={2} size="h4">
        {t('door.title', { zone: props.zone.name })}
      </Title>
      <Group gap="xs">
        {onNew && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onNew}
            data-testid="new-door"
          >
            {t('door.new')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onClose}>
          {t('close')}
        </Button>
      </Group>
    </Group>
  );
}

/** The doors: name, entry type, active, and edit for who manages them. */
function DoorsTable(props: {
  doors: CheckpointDoor[];
  onEdit: ((door: CheckpointDoor) => void) | null;
}) {
  const { t } = useTranslation('checkpoints');
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('door.name')}</Table.Th>
            <Table.Th>{t('door.type')}</Table.Th>
            <Table.Th>{t('door.active')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.doors.map((d) => (
            <DoorLine key={d.doorId} door={d} onEdit={props.onEdit} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DoorLine({
  door: d,
  onEdit,
}: {
  door: CheckpointDoor;
  onEdit: ((door: CheckpointDoor) => void) | null;
}) {
  const { t } = useTranslation('checkpoints');
  return (
    <Table.Tr data-testid={`door-row-${d.name}`}>
      <Table.Td>{d.name}</Table.Td>
      <Table.Td>
        <Badge variant="outline">{`${d.type} · ${t(`entryType.${d.type}`)}`}</Badge>
      </Table.Td>
      <Table.Td>
        <YesNo value={d.active} />
      </Table.Td>
      <Table.Td>{onEdit && <EditDoorButton door={d} onEdit={onEdit} />}</Table.Td>
    </Table.Tr>
  );
}

function EditDoorButton(props: { door: CheckpointDoor; onEdit: (door: CheckpointDoor) => void }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      onClick={() => props.onEdit(props.door)}
      data-testid={`door-edit-${props.door.doorId}`}
    >
      {t('edit')}
    </Button>
  );
}
