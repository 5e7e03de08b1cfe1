import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, PersonRow, SeatView } from '@faena/contracts';
import { PersonField } from '../../../components/person-picker/person-field';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { releaseSeat, reserveSeat } from '../api/transport.api';

interface Props {
  tripId: string;
  seat: number;
  taken: SeatView | null;
  canReserve: boolean;
  onDone: (result: CommandResult, messageKey: string) => Promise<void>;
  onClose: () => void;
}

type RunCommand = (command: () => Promise<CommandResult>, messageKey: string) => Promise<void>;

/** Runs a seat command once at a time, hands its result on, shows its failure. */
function useSeatCommand(onDone: Props['onDone']) {
  const [busy, setBusy] = useState(false);
  const [commandId] = useState(newCommandId);
  const run: RunCommand = async (command, messageKey) => {
    setBusy(true);
    try {
      await onDone(await command(), messageKey);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, commandId, run };
}

/** A free seat: choose the worker and reserve. A taken seat: who sits there, and release. */
export function SeatModal({ tripId, seat, taken, canReserve, onDone, onClose }: Props) {
  const { t } = useTranslation('transport');
  const { busy, commandId, run } = useSeatCommand(onDone);
  return (
    <Modal opened onClose={onClose} title={t('modal.title', { seat })} data-testid="seat-modal">
      {taken ? (
        <TakenSeat
          taken={taken}
          canRelease={canReserve}
          busy={busy}
          onRelease={() => run(() => releaseSeat({ commandId, tripId, seat }), 'released')}
        />
      ) : (
        <FreeSeat
          canReserve={canReserve}
          busy={busy}
          onClose={onClose}
          onReserve={(person) =>
            run(
              () => reserveSeat({ commandId, tripId, seat, personId: person.personId }),
              'reserved',
            )
          }
        />
      )}
    </Modal>
  );
}

interface TakenSeatProps {
  taken: SeatView;
  canRelease: boolean;
  busy: boolean;
  onRelease: () => Promise<void>;
}

/** Who sits there (unnamed when another company's), and the release button. */
function TakenSeat({ taken, canRelease, busy, onRelease }: TakenSeatProps) {
  const { t } = useTranslation('transport');
  return (
    <Stack>
      <Text data-testid="seat-occupant">
        {taken.personName
          ? t('modal.occupant', { person: taken.personName })
          : t('modal.occupiedOther')}
      </Text>
      {canRelease && taken.personId !== null && (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            loading={busy}
            onClick={() => void onRelease()}
            data-testid="seat-release"
          >
            {t('modal.release')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface FreeSeatProps {
  canReserve: boolean;
  busy: boolean;
  onClose: () => void;
  onReserve: (person: PersonRow) => Promise<void>;
}

/** The worker to seat, and the reserve button. */
function FreeSeat({ canReserve, busy, onClose, onReserve }: FreeSeatProps) {
  const { t } = useTranslation('transport');
  const [person, setPerson] = useState<PersonRow | null>(null);
  return (
    <Stack>
      <PersonField
        label={t('modal.person')}
        personName={person?.fullName ?? null}
        disabled={!canReserve}
        testId="seat-person"
        onChange={setPerson}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('modal.cancel')}
        </Button>
        <Button
          loading={busy}
          disabled={!person || !canReserve}
          onClick={() => person && void onReserve(person)}
          data-testid="seat-reserve"
        >
          {t('modal.reserve')}
        </Button>
      </Group>
    </Stack>
  );
}
