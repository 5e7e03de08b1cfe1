import { Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AssignBedBodySchema,
  type AssignBedBody,
  type CommandResult,
  type HotelRow,
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

/** Assigns a bed to a person for a date range (nights from check-in to the night before check-out). */
export function AssignBedForm({
  hotel,
  onAssigned,
}: {
  hotel: HotelRow;
  onAssigned: (r: CommandResult) => Promise<void>;
}) {
  const { t } = useTranslation('lodging');
  const [personName, setPersonName] = useState<string | null>(null);
  const { control, handleSubmit, setValue, reset, formState } = useForm<
    FormInput,
    unknown,
    AssignBedBody
  >({
    resolver: zodResolver(AssignBedBodySchema),
    defaultValues: fresh(),
  });
  const beds = hotel.rooms.map((room) => ({
    group: room.name,
    items: room.beds.map((b) => ({ value: b.bedId, label: `${room.name} · ${b.name}` })),
  }));
  const submit = handleSubmit(async (body) => {
    try {
      await onAssigned(await assignBed(body));
      reset(fresh());
      setPersonName(null);
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name]);
  return (
    <Paper withBorder p="md" data-testid="assign-bed-form">
      <Text fw={600} mb="sm">
        {t('assign.title')}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} verticalSpacing="xs">
          <Controller
            control={control}
            name="bedId"
            render={({ field }) => (
              <Select
                label={t('assign.bed')}
                data={beds}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={err('bedId')}
                searchable
                required
                data-testid="assign-bed"
              />
            )}
          />
          <PersonField
            label={t('assign.person')}
            personName={personName}
            error={err('personId')}
            testId="assign-person"
            onChange={(p) => {
              setPersonName(p.fullName);
              setValue('personId', p.personId, { shouldValidate: true });
            }}
          />
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
