import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VehicleAnswer } from '../hooks/use-guard-vehicle-mark';

const VEHICLE_OWN_REASONS = new Set(['vehicleNotFound', 'vehicleInactive']);
/** the i18n key of a vehicle mark's reason (its own, or the person rules' shared ones) */
export const vehicleReasonKey = (r: string) =>
  VEHICLE_OWN_REASONS.has(r) ? `guard.vehicleReason.${r}` : `reason.${r}`;

type Decided = Extract<VehicleAnswer, { kind: 'decided' }>;
type Occupant = Decided['occupants'][number];

/** The plate, in large type, marked as the vehicle's line (V). */
function PlateLine({ plate }: { plate: string }) {
  const { t } = useTranslation('access');
  return (
    <Group gap="sm" wrap="nowrap">
      <IconCar size={44} aria-hidden />
      <Text fz={28} fw={800} data-testid="guard-vehicle-plate">
        {plate}
      </Text>
      <Badge variant="light" color="gray" size="lg">
        {t('guard.markingType.V')}
      </Badge>
    </Group>
  );
}

/** A driver (C) or passenger (P): name, company, reason and their own decision. */
function OccupantLine({ role, person, outcome }: Occupant) {
  const { t } = useTranslation('access');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid="guard-occupant"
      data-granted={String(outcome.granted)}
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={700} truncate>
          {person.fullName}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`guard.markingType.${role}`)} · {person.companyName}
          {outcome.reason ? ` · ${t(`reason.${outcome.reason}`)}` : ''}
        </Text>
      </div>
      <Badge color={outcome.granted ? 'teal.9' : 'red.9'} size="lg" style={{ flexShrink: 0 }}>
        {t(outcome.granted ? 'guard.granted' : 'guard.denied')}
      </Badge>
    </Group>
  );
}

/** The vehicle's decision with its occupants', framed in green or red. */
function DecidedVehicle({ answer }: { answer: Decided }) {
  const { t } = useTranslation('access');
  const { vehicle } = answer;
  const color = vehicle.granted ? 'green' : 'red';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 3 }}
      data-testid="guard-vehicle-result"
      data-state={vehicle.granted ? 'granted' : 'denied'}
    >
      <Stack gap="sm">
        <PlateLine plate={answer.plate} />
        <Text fz={32} fw={800} c={`${color}.9`} data-testid="guard-vehicle-verdict">
          {t(vehicle.granted ? 'guard.granted' : 'guard.denied')}
        </Text>
        {vehicle.reason && (
          <Text fz="lg" fw={600} c="red.9">
            {t(vehicleReasonKey(vehicle.reason))}
          </Text>
        )}
        {answer.occupants.map((o) => (
          <OccupantLine key={o.person.personId} {...o} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The vehicle's decision (V) in large type, then the driver's (C) and each passenger's (P). */
export function GuardVehicleResult({ answer }: { answer: VehicleAnswer }) {
  const { t } = useTranslation('access');
  if (answer.kind === 'notFound')
    return (
      <Alert color="red" fz="lg" data-testid="guard-vehicle-not-found">
        {t(answer.what === 'vehicle' ? 'guard.vehicleNotFound' : 'guard.personNotFound')} (
        {answer.code})
      </Alert>
    );
  if (answer.kind === 'queued')
    return (
      <Alert color="orange" fz="lg" data-testid="guard-vehicle-queued">
        {answer.plate} · {t('guard.queued')}
      </Alert>
    );
  return <DecidedVehicle answer={answer} />;
}
