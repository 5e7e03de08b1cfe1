import { Alert, Button, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@faena/contracts';
import type { VehicleMarkInput } from '../hooks/use-guard-vehicle-mark';
import type { GuardDoor } from '../stores/guard-door.store';

interface Props {
  door: GuardDoor;
  busy: boolean;
  online: boolean;
  onMark: (input: VehicleMarkInput) => Promise<void>;
}

/** Plate, the driver's document and the passengers' documents, then ENTRY or EXIT. */
export function GuardVehicleForm({ door, busy, online, onMark }: Props) {
  const { t } = useTranslation('access');
  const [plate, setPlate] = useState('');
  const [driver, setDriver] = useState('');
  const [passengers, setPassengers] = useState<string[]>([]);
  const directions: Direction[] = door.type === 'A' ? ['E', 'S'] : [door.type];
  // offline the mark waits in the queue like a person's (decided as of now once synced)
  const ready = plate.trim() !== '' && driver.trim() !== '';

  const send = async (direction: Direction) => {
    await onMark({ plate, driver, passengers, direction });
    setPlate('');
    setDriver('');
    setPassengers([]);
  };

  return (
    <Stack gap="sm" data-testid="guard-vehicle-form">
      {!online && (
        <Alert color="orange" data-testid="guard-vehicle-offline">
          {t('guard.vehicleOffline')}
        </Alert>
      )}
      <TextInput
        label={t('guard.plate')}
        value={plate}
        onChange={(e) => setPlate(e.currentTarget.value.toUpperCase())}
        autoComplete="off"
        size="lg"
        data-testid="guard-plate"
      />
      <TextInput
        label={t('guard.driver')}
        value={driver}
        onChange={(e) => setDriver(e.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        size="lg"
        data-testid="guard-driver"
      />
      <TagsInput
        label={t('guard.passengers')}
        description={t('guard.passengersHint')}
        value={passengers}
        onChange={setPassengers}
        splitChars={[',', ' ']}
        inputMode="numeric"
        size="lg"
        data-testid="guard-passengers"
      />
      <SimpleGrid cols={directions.length} spacing="sm">
        {directions.map((d) => (
          <Button
            key={d}
            size="xl"
            h={72}
            px="xs"
            fz={20}
            color={d === 'E' ? 'green' : 'blue'}
            leftSection={d === 'E' ? <IconLogin size={26} /> : <IconLogout size={26} />}
            loading={busy}
            disabled={!ready}
            onClick={() => void send(d)}
            data-testid={d === 'E' ? 'guard-vehicle-entry' : 'guard-vehicle-exit'}
          >
            {t(d === 'E' ? 'guard.entry' : 'guard.exit')}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
