import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useGuardMark } from '../hooks/use-guard-mark';
import { useOnline } from '../hooks/use-online';
import { useGuardVehicleMark, type VehicleAnswer } from '../hooks/use-guard-vehicle-mark';
import { useGuardDoor, type GuardDoor } from '../stores/guard-door.store';
import { useGuardQueue, waiting } from '../stores/guard-queue.store';
import { GuardDoorPicker } from './guard-door-picker';
import {
  GuardHeader,
  GuardModeSwitch,
  GuardPersonAnswer,
  GuardToSync,
  useAutoSync,
  useBusyMarks,
  type GuardMode,
} from './guard-mark-page.parts';
import { GuardPersonForm } from './guard-person-form';
import { GuardSyncLists } from './guard-sync-lists';
import { GuardVehicleForm } from './guard-vehicle-form';
import { GuardVehicleResult } from './guard-vehicle-result';

type Marks = ReturnType<typeof useBusyMarks>;
interface MarkColumnProps {
  door: GuardDoor;
  mode: GuardMode;
  onMode: (mode: GuardMode) => void;
  online: boolean;
  marks: Marks;
}

/** Person or vehicle, then that form (once a door is chosen). */
function GuardMarkForms({ door, mode, onMode, online, marks }: MarkColumnProps) {
  const { busy, onMark, onVehicleMark } = marks;
  return (
    <>
      <GuardModeSwitch mode={mode} onMode={onMode} />
      {mode === 'person' && <GuardPersonForm door={door} busy={busy} onMark={onMark} />}
      {mode === 'vehicle' && (
        <GuardVehicleForm door={door} busy={busy} online={online} onMark={onVehicleMark} />
      )}
    </>
  );
}

interface AnswersProps {
  mode: GuardMode;
  person: ReturnType<typeof useGuardMark>;
  vehicle: VehicleAnswer | null;
}

/** The last answer of the mode's mark, then the refused and synced marks. */
function GuardAnswers({ mode, person, vehicle }: AnswersProps) {
  return (
    <Stack gap="md">
      {mode === 'vehicle' && vehicle && <GuardVehicleResult answer={vehicle} />}
      {mode === 'person' && <GuardPersonAnswer answer={person.answer} notFound={person.notFound} />}
      <GuardSyncLists />
    </Stack>
  );
}

/**
 * /acceso/marcar: the guard's screen, phone- and tablet-first. Marks taken without network wait
 * in the browser (vcg:guard-queue) and are sent when it is back, each applied once.
 */
export function GuardMarkPage() {
  const online = useOnline();
  const door = useGuardDoor((s) => s.door);
  const toSync = waiting(useGuardQueue((s) => s.queue)).length;
  const person = useGuardMark(door);
  const vehicle = useGuardVehicleMark(door);
  const [mode, setMode] = useState<GuardMode>('person');
  const marks = useBusyMarks({ mark: person.mark, markVehicle: vehicle.mark });
  useAutoSync(online, toSync);
  const formProps = { mode, onMode: setMode, online, marks };
  return (
    <Stack data-testid="guard-page" gap="md" maw={1100} mx="auto" w="100%">
      <GuardHeader online={online} />
      {toSync > 0 && <GuardToSync toSync={toSync} online={online} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <GuardDoorPicker />
            {door && <GuardMarkForms door={door} {...formProps} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <GuardAnswers mode={mode} person={person} vehicle={vehicle.answer} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
