import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, type CommandResult } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { assignPersonPosition, changePersonState, type Row } from '../api/administration.api';
import { FilterBar } from '../../../components/forms/filter-bar';

export type Done = (result: CommandResult, messageKey: string) => void;

/** Active / inactive / terminated; a terminated person only takes a position (spec §4). */
export function PersonStateTab({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const terminated = person.state === 'terminated';
  return (
    <Stack>
      {terminated && (
        <Alert color="red" data-testid="person-terminated">
          {t('terminatedReadOnly')}
        </Alert>
      )}
      {!terminated && <StateChange person={person} done={done} />}
      <PositionAssign person={person} done={done} />
    </Stack>
  );
}

/** The states a person can be moved to, with their buttons' look (terminate is never undone). */
const STATE_ACTIONS = [
  { state: 'active', label: 'action.activate', variant: 'light', color: undefined },
  { state: 'inactive', label: 'action.inactivate', variant: 'light', color: 'gray' },
  { state: 'terminated', label: 'action.terminate', variant: 'filled', color: 'red' },
] as const;

/** The reason typed, and moving the person to a state for it, dated today. */
function useStateChange(person: Row, done: Done) {
  const [reason, setReason] = useState('');
  const personId = String(person.personId);
  const change = (state: string) =>
    changePersonState({ commandId: newCommandId(), personId, state, reason, date: today() }).then(
      (r) => done(r, 'stateChanged'),
      notifyError,
    );
  return { reason, setReason, change };
}

/** The reason, then activate / inactivate (whichever the person is not) or terminate. */
function StateChange({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const { reason, setReason, change } = useStateChange(person, done);
  return (
    <FilterBar>
      <TextInput
        label={t('field.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="state-reason"
      />
      {STATE_ACTIONS.filter((a) => a.state !== person.state).map((a) => (
        <Button
          key={a.state}
          variant={a.variant}
          color={a.color}
          onClick={() => void change(a.state)}
          data-testid={`state-${a.state}`}
        >
          {t(a.label)}
        </Button>
      ))}
    </FilterBar>
  );
}

/** The person's position, changed and assigned. */
function PositionAssign({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const [position, setPosition] = useState(textOf(person.position));
  const assign = () =>
    assignPersonPosition({
      commandId: newCommandId(),
      personId: String(person.personId),
      position,
    }).then((r) => done(r, 'positionAssigned'), notifyError);
  return (
    <FilterBar>
      <TextInput
        label={t('field.position')}
        value={position}
        onChange={(e) => setPosition(e.currentTarget.value)}
        data-testid="assign-position"
      />
      <Button variant="light" onClick={() => void assign()} data-testid="assign-position-save">
        {t('action.assignPosition')}
      </Button>
    </FilterBar>
  );
}
