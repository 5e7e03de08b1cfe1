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

/** The plate and documents typed, and marking them (the boxes clear once marked). */
function useGuardVehicleForm(onMark: Props['onMark']) {
  const [plate, setPlate] = useState('');
  const [driver, setDriver] = useState('');
  const [passengers, setPassengers] = useState<string[]>([]);
  const send = async (direction: Direction) => {
    await onMark({ plate, driver, passengers, direction });
    setPlate('');
    setDriver('');
    setPassengers([]);
  };
  const fields = { plate, setPlate, driver, setDriver, passengers, setPassengers };
  // offline the mark waits in the queue like a person's (decided as of now once synced)
  return { fields, ready: plate.trim() !== '' && driver.trim() !== '', send };
}

type Fields = ReturnType<typeof useGuardVehicleForm>['fields'];

/** The passengers' documents, as tags (a comma or a space ends one). */
function PassengersInput({ f }: { f: Fields }) {
  const { t } = useTranslation('access');
  return (
    <TagsInput
      label={t('guard.passengers')}
      description={t('guard.passengersHint')}
      value={f.passengers}
      onChange={f.setPassengers}
      splitChars={[',', ' ']}
      inputMode="numeric"
      size="lg"
      data-testid="guard-passengers"
    />
  );
}

/** Plate (upper-cased), the driver's document and the passengers' documents. */
function VehicleFields({ f }: { f: Fields }) {
  const { t } = useTranslation('access');
  return (
    <>
      <TextInput
        label={t('guard.plate')}
        value={f.plate}
        onChange={(e) => f.setPlate(e.currentTarget.value.toUpperCase())}
        autoComplete="off"
        size="lg"
        data-testid="guard-plate"
      />
      <TextInput
        label={t('guard.driver')}
        value={f.driver}
        onChange={(e) => f.setDriver(e.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        size="lg"
        data-testid="guard-driver"
      />
      <PassengersInput f={f} />
    </>
  );
}

const DIRECTION = {
  E: { color: 'green', Icon: IconLogin, testId: 'guard-vehicle-entry', label: 'guard.entry' },
  S: { color: 'blue', Icon: IconLogout, testId: 'guard-vehicle-exit', label: 'guard.exit' },
} as const;

interface MarkButtonProps {
  direction: Direction;
  busy: boolean;
  disabled: boolean;
  onMark: (direction: Direction) => void;
}

function VehicleMarkButton({ direction, busy, disabled, onMark }: MarkButtonProps) {
  const { t } = useTranslation('access');
  const { color, Icon, testId, label } = DIRECTION[direction];
  return (
    <Button
      size="xl"
      h={72}
      px="xs"
      fz={20}
      color={color}
      leftSection={<Icon size={26} />}
      loading={busy}
      disabled={disabled}
      onClick={() => onMark(direction)}
      data-testid={testId}
    >
      {t(label)}
    </Button>
  );
}

/** Plate, the driver's document and the passengers' documents, then ENTRY or EXIT. */
export function GuardVehicleForm({ door, busy, online, onMark }: Props) {
  const { t } = useTranslation('access');
  const { fields, ready, send } = useGuardVehicleForm(onMark);
  const directions: Direction[] = door.type === 'A' ? ['E', 'S'] : [door.type];
  return (
    <Stack gap="sm" data-testid="guard-vehicle-form">
      {!online && (
        <Alert color="orange" data-testid="guard-vehicle-offline">
          {t('guard.vehicleOffline')}
        </Alert>
      )}
      <VehicleFields f={fields} />
      <SimpleGrid cols={directions.length} spacing="sm">
        {directions.map((d) => (
          <VehicleMarkButton
            key={d}
            direction={d}
            busy={busy}
            disabled={!ready}
            onMark={(direction) => void send(direction)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
