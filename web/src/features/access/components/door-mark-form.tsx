import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MarkDoorBodySchema,
  type DoorType,
  type MarkDoorBody,
  type MarkOutcome,
  type PersonRow,
  type ZoneRow,
} from '@faena/contracts';
import { PersonField } from '../../../components/person-picker/person-field';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { markDoor } from '../api/access.api';
import { MarkResult } from './door-mark-result';

type FormInput = z.input<typeof MarkDoorBodySchema>;
const fresh = (): FormInput => ({
  commandId: newCommandId(),
  personId: '',
  doorId: '',
  direction: 'E',
});

interface Props {
  zones: ZoneRow[];
  /** read your writes: the board reloads at the mark's position before the outcome shows */
  onMarked: (outcome: MarkOutcome) => Promise<void>;
}

/** The doors grouped by zone, each with its type (entry, exit, two-way). */
const doorOptions = (zones: ZoneRow[], t: TFunction) =>
  zones.map((z) => ({
    group: z.name,
    items: z.doors.map((d) => ({
      value: d.doorId,
      label: `${d.name} (${t(`doorType.${d.type}`)})`,
    })),
  }));

/** Each door's type (entry, exit, two-way) by its id. */
const doorTypes = (zones: ZoneRow[]) =>
  new Map(zones.flatMap((z) => z.doors.map((d) => [d.doorId, d.type] as [string, DoorType])));

/** The direction a door records: the chosen one on a two-way door, else the door's own. */
const directionAt = (doorType: DoorType | undefined, chosen: MarkDoorBody['direction']) =>
  doorType === 'A' ? chosen : doorType === 'S' ? 'S' : 'E';

/** The mark's form: marks, lets the board reload, shows the outcome and keeps the door for the next. */
function useDoorMark({ zones, onMarked }: Props) {
  const [personName, setPersonName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<(MarkOutcome & { personName: string }) | null>(null);
  const doors = useMemo(() => doorTypes(zones), [zones]);
  const form = useForm<FormInput, unknown, MarkDoorBody>({
    resolver: zodResolver(MarkDoorBodySchema),
    defaultValues: fresh(),
  });
  const doorType = doors.get(useWatch({ control: form.control, name: 'doorId' }));
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await markDoor({
        ...values,
        direction: directionAt(doorType, values.direction),
      });
      await onMarked(result);
      setOutcome({ ...result, personName: personName ?? '' });
      form.reset({ ...fresh(), doorId: values.doorId, direction: values.direction });
      setPersonName(null);
    } catch (err) {
      notifyError(err);
    }
  });
  const choosePerson = (p: PersonRow) => {
    setPersonName(p.fullName);
    form.setValue('personId', p.personId, { shouldValidate: true });
  };
  return { form, personName, choosePerson, outcome, doorType, submit };
}

/** Marks a door for a person (entry or exit; the direction is asked only on two-way doors). */
export function DoorMarkForm(props: Props) {
  const { t } = useTranslation('access');
  const { form, personName, choosePerson, outcome, doorType, submit } = useDoorMark(props);
  const { control, formState } = form;
  return (
    <Paper withBorder p="md" data-testid="door-mark-form">
      <Text fw={600} mb="sm">
        {t('mark.title')}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <PersonField
            label={t('mark.person')}
            personName={personName}
            error={fieldError(t, formState.errors.personId)}
            testId="mark-person"
            onChange={choosePerson}
          />
          <DoorSelect control={control} zones={props.zones} error={formState.errors.doorId} />
          {doorType === 'A' && <DirectionControl control={control} />}
          <Group justify="flex-end">
            <MarkButton submitting={formState.isSubmitting} />
          </Group>
          {outcome && <MarkResult outcome={outcome} />}
        </Stack>
      </form>
    </Paper>
  );
}

function MarkButton({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('access');
  return (
    <Button type="submit" loading={submitting} data-testid="mark-submit">
      {t('mark.submit')}
    </Button>
  );
}

/** The door, chosen among the zones' doors. */
function DoorSelect(props: { control: Control<FormInput>; zones: ZoneRow[]; error?: FieldError }) {
  const { t } = useTranslation('access');
  return (
    <Controller
      control={props.control}
      name="doorId"
      render={({ field }) => (
        <Select
          label={t('mark.door')}
          data={doorOptions(props.zones, t)}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(t, props.error)}
          required
          data-testid="mark-door"
        />
      )}
    />
  );
}

/** Entry or exit, asked on a two-way door only. */
function DirectionControl({ control }: { control: Control<FormInput> }) {
  const { t } = useTranslation('access');
  return (
    <Controller
      control={control}
      name="direction"
      render={({ field }) => (
        <SegmentedControl
          value={field.value ?? 'E'}
          onChange={field.onChange}
          data={[
            { value: 'E', label: t('mark.entry') },
            { value: 'S', label: t('mark.exit') },
          ]}
          data-testid="mark-direction"
        />
      )}
    />
  );
}
