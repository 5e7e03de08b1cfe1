import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconDoor } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneRow } from '@faena/contracts';
import { notifyError } from '../../../lib/notify';
import { getZones } from '../api/access.api';
import { useGuardDoor } from '../stores/guard-door.store';

/** The door this device marks: chosen once from the client's zones, then only shown. */
export function GuardDoorPicker() {
  const { t } = useTranslation('access');
  const { door, choose } = useGuardDoor();
  const [zones, setZones] = useState<ZoneRow[] | null>(null);

  useEffect(() => {
    if (door) return;
    void getZones()
      .then(setZones)
      .catch((err: unknown) => {
        setZones([]);
        notifyError(err);
      });
  }, [door]);

  if (door)
    return (
      <Paper withBorder p="sm" data-testid="guard-door" data-door={door.doorId}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <IconDoor aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} lineClamp={2}>
                {door.name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {door.zoneName} · {t(`doorType.${door.type}`)}
              </Text>
            </div>
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            onClick={() => choose(null)}
            data-testid="guard-door-change"
          >
            {t('guard.changeDoor')}
          </Button>
        </Group>
      </Paper>
    );

  const doors = (zones ?? []).flatMap((z) => z.doors.map((d) => ({ ...d, zoneName: z.name })));
  const options = (zones ?? []).map((z) => ({
    group: z.name,
    items: z.doors.map((d) => ({
      value: d.doorId,
      label: `${d.name} (${t(`doorType.${d.type}`)})`,
    })),
  }));
  return (
    <Select
      label={t('guard.pickDoor')}
      description={t('guard.doorHint')}
      placeholder={t('guard.door')}
      data={options}
      value={null}
      size="lg"
      searchable
      nothingFoundMessage={t('guard.noDoors')}
      disabled={zones === null}
      onChange={(doorId) => {
        const d = doors.find((x) => x.doorId === doorId);
        if (d) choose({ doorId: d.doorId, name: d.name, type: d.type, zoneName: d.zoneName });
      }}
      data-testid="guard-door-select"
    />
  );
}
