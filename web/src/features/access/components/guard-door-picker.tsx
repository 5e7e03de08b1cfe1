import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconDoor } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZoneRow } from '@faena/contracts';
import { notifyError } from '../../../lib/notify';
import { getZones } from '../api/access.api';
import { useGuardDoor, type GuardDoor } from '../stores/guard-door.store';

/** The client's zones, read while no door is chosen (none when they cannot be read). */
function useZonesWhile(needed: boolean): ZoneRow[] | null {
  const [zones, setZones] = useState<ZoneRow[] | null>(null);
  useEffect(() => {
    if (!needed) return;
    void getZones()
      .then(setZones)
      .catch((err: unknown) => {
        setZones([]);
        notifyError(err);
      });
  }, [needed]);
  return zones;
}

/** The door this device marks: chosen once from the client's zones, then only shown. */
export function GuardDoorPicker() {
  const { door, choose } = useGuardDoor();
  const zones = useZonesWhile(!door);
  if (door) return <ChosenDoor door={door} onChange={() => choose(null)} />;
  return <DoorSelect zones={zones} onChoose={choose} />;
}

/** The chosen door, its zone and type, and the button to choose another. */
function ChosenDoor({ door, onChange }: { door: GuardDoor; onChange: () => void }) {
  const { t } = useTranslation('access');
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
          onClick={onChange}
          data-testid="guard-door-change"
        >
          {t('guard.changeDoor')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The doors grouped by zone, each named with its type. */
const doorOptions = (zones: ZoneRow[], t: TFunction) =>
  zones.map((z) => ({
    group: z.name,
    items: z.doors.map((d) => ({
      value: d.doorId,
      label: `${d.name} (${t(`doorType.${d.type}`)})`,
    })),
  }));

/** The zones' doors to choose from (disabled until the zones are read). */
function DoorSelect(props: { zones: ZoneRow[] | null; onChoose: (door: GuardDoor) => void }) {
  const { t } = useTranslation('access');
  const zones = props.zones ?? [];
  const doors = zones.flatMap((z) => z.doors.map((d) => ({ ...d, zoneName: z.name })));
  const options = doorOptions(zones, t);
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
      disabled={props.zones === null}
      onChange={(doorId) => {
        const d = doors.find((x) => x.doorId === doorId);
        if (d)
          props.onChoose({ doorId: d.doorId, name: d.name, type: d.type, zoneName: d.zoneName });
      }}
      data-testid="guard-door-select"
    />
  );
}
