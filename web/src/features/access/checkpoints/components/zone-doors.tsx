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
  const saved = async (result: CommandResult) => {
    await onSaved(result);
    setEditing(null);
  };
  return (
    <Paper withBorder p="md" data-testid="zone-doors">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('door.title', { zone: zone.name })}
          </Title>
          <Group gap="xs">
            {canManage && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing('new')}
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
        {zone.doors.length === 0 ? (
          <Text c="dimmed">{t('door.none')}</Text>
        ) : (
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
                {zone.doors.map((d) => (
                  <Table.Tr key={d.doorId} data-testid={`door-row-${d.name}`}>
                    <Table.Td>{d.name}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline">{`${d.type} · ${t(`entryType.${d.type}`)}`}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <YesNo value={d.active} />
                    </Table.Td>
                    <Table.Td>
                      {canManage && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setEditing(d)}
                          data-testid={`door-edit-${d.doorId}`}
                        >
                          {t('edit')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <DoorForm
          zoneId={zone.zoneId}
          door={editing === 'new' ? null : editing}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
