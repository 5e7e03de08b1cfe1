import { Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AssignBedBodySchema,
  type AssignBedBody,
  type CommandResult,
  type HotelRow,
  type PersonRow,
} from '@faena/contracts';
import { PersonField } from '../../../components/person-picker/person-field';
import { fieldError } from '../../../components/ui/field-error';
import { DateField } from '../../../components/forms/date-field';
import { newCommandId } from '../../../lib/command-id';
import { plusDays, today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { assignBed } from '../api/lodging.api';

type FormInput = z.input<typeof AssignBedBodySchema>;
const fresh = (): FormInput => ({
  commandId: newCommandId(),
  bedId: '',
  personId: '',
  checkIn: today(),
  checkOut: plusDays(today(), 7),
});

interface Props {
  hotel: HotelRow;
  onAssigned: (r: CommandResult) => Promise<void>;
}

/** The form's state: the chosen person's name, the submit that assigns then clears, errors. */
function useAssignBed(onAssigned: Props['onAssigned']) {
  const { t } = useTranslation('lodging');
  const [personName, setPersonName] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, AssignBedBody>({
    resolver: zodResolver(AssignBedBodySchema),
    defaultValues: fresh(),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onAssigned(await assignBed(body));
      form.reset(fresh());
      setPersonName(null);
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, form.formState.errors[name]);
  const choosePerson = (p: PersonRow) => {
    setPersonName(p.fullName);
    form.setValue('personId', p.personId, { shouldValidate: true });
  };
  return { form, personName, choosePerson, submit, err };
}

/** Assigns a bed to a person for a date range (nights from check-in to the night before check-out). */
export function AssignBedForm({ hotel, onAssigned }: Props) {
  const { t } = useTranslation('lodging');
  const { form, personName, choosePerson, submit, err } = useAssignBed(onAssigned);
  const { control, formState } = form;
  return (
    <Paper withBorder p="md" data-testid="assign-bed-form">
      <Text fw={600} mb="sm">
        {t('assign.title')}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} verticalSpacing="xs">
          <BedSelect hotel={hotel} control={control} error={err('bedId')} />
          <PersonField
            label={t('assign.person')}
            personName={personName}
            error={err('personId')}
            testId="assign-person"
            onChange={choosePerson}
          />
          <StayDates control={control} err={err} />
          <Group align="flex-end">
            <Button type="submit" loading={formState.isSubmitting} data-testid="assign-submit">
              {t('assign.submit')}
            </Button>
          </Group>
        </SimpleGrid>
      </form>
    </Paper>
  );
}

interface BedSelectProps {
  hotel: HotelRow;
  control: Control<FormInput, unknown, AssignBedBody>;
  error: string | undefined;
}

/** The camp's beds, grouped by room. */
function BedSelect({ hotel, control, error }: BedSelectProps) {
  const { t } = useTranslation('lodging');
  const beds = hotel.rooms.map((room) => ({
    group: room.name,
    items: room.beds.map((b) => ({ value: b.bedId, label: `${room.name} · ${b.name}` })),
  }));
  return (
    <Controller
      control={control}
      name="bedId"
      render={({ field }) => (
        <Select
          label={t('assign.bed')}
          data={beds}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={error}
          searchable
          required
          data-testid="assign-bed"
        />
      )}
    />
  );
}

interface StayDatesProps {
  control: Control<FormInput, unknown, AssignBedBody>;
  err: (name: keyof FormInput) => string | undefined;
}

/** Check-in and check-out. */
function StayDates({ control, err }: StayDatesProps) {
  const { t } = useTranslation('lodging');
  return (
    <>
      <DateField
        control={control}
        name="checkIn"
        label={t('assign.checkIn')}
        required
        error={err('checkIn')}
        testId="assign-checkin"
      />
      <DateField
        control={control}
        name="checkOut"
        label={t('assign.checkOut')}
        required
        error={err('checkOut')}
        testId="assign-checkout"
      />
    </>
  );
}
