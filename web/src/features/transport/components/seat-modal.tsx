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

/** A free seat: choose the worker and reserve. A taken seat: who sits there, and release. */
export function SeatModal({ tripId, seat, taken, canReserve, onDone, onClose }: Props) {
  const { t } = useTranslation('transport');
  const [person, setPerson] = useState<PersonRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [commandId] = useState(newCommandId);
  const run = async (command: () => Promise<CommandResult>, messageKey: string) => {
    setBusy(true);
    try {
      await onDone(await command(), messageKey);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const reserve = () =>
    person &&
    run(() => reserveSeat({ commandId, tripId, seat, personId: person.personId }), 'reserved');
  const release = () => run(() => releaseSeat({ commandId, tripId, seat }), 'released');
  return (
    <Modal opened onClose={onClose} title={t('modal.title', { seat })} data-testid="seat-modal">
      {taken ? (
        <Stack>
          <Text data-testid="seat-occupant">
            {taken.personName
              ? t('modal.occupant', { person: taken.personName })
              : t('modal.occupiedOther')}
          </Text>
          {canReserve && taken.personId !== null && (
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                loading={busy}
                onClick={() => void release()}
                data-testid="seat-release"
              >
                {t('modal.release')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
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
              onClick={() => void reserve()}
              data-testid="seat-reserve"
            >
              {t('modal.reserve')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
