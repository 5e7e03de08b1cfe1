import { Button, Group, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ManualMarkBodySchema,
  type ManualMarkBody,
  type MarkOutcome,
  type ZoneRow,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { PersonField } from '../../../../components/person-picker/person-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { registerManualMark } from '../api/marks.api';

type FormInput = z.input<typeof ManualMarkBodySchema>;

interface Props {
  zones: ZoneRow[];
  onSaved: (outcome: MarkOutcome) => Promise<void>;
  onCancel: () => void;
}

/** A supervisor's mark by hand: person, door, the site's date and hour, entry or exit, and why. */
export function ManualMarkForm({ zones, onSaved, onCancel }: Props) {
  const { t } = useTranslation('marks');
  const [personName, setPersonName] = useState<string | null>(null);
  const { control, handleSubmit, setValue, register, watch, formState } = useForm<
    FormInput,
    unknown,
    ManualMarkBody
  >({
    resolver: zodResolver(ManualMarkBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: '',
      doorId: '',
      date: siteToday(),
      hour: '',
      mode: 'S',
      reason: '',
    },
  });
  // a one-way door decides the mode (an entry door records entries): only a two-way door asks
  const doorTypes = new Map(zones.flatMap((z) => z.doors.map((d) => [d.doorId, d.type] as const)));
  const doorType = doorTypes.get(watch('doorId'));
  const doors = zones.map((z) => ({
    group: z.name,
    items: z.doors.map((d) => ({ value: d.doorId, label: `${d.name} (${d.type})` })),
  }));
  const submit = handleSubmit(async (values) => {
    try {
      await onSaved(await registerManualMark(values));
    } catch (err) {
      notifyError(err);
    }
  });
  const errors = formState.errors;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="manual-mark-form">
      <Stack>
        <PersonField
          label={t('form.person')}
          personName={personName}
          error={fieldError(t, errors.personId)}
          testId="manual-person"
          onChange={(p) => {
            setPersonName(p.fullName);
            setValue('personId', p.personId, { shouldValidate: true });
          }}
        />
        <Controller
          control={control}
          name="doorId"
          render={({ field }) => (
            <Select
              label={t('form.door')}
              data={doors}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                const type = v ? doorTypes.get(v) : undefined;
                if (type === 'E' || type === 'S') setValue('mode', type === 'E' ? 'S' : 'N');
              }}
              error={fieldError(t, errors.doorId)}
              required
              data-testid="manual-door"
            />
          )}
        />
        <Group grow align="flex-start">
          <DateField
            control={control}
            name="date"
            label={t('form.date')}
            maxDate={siteToday()}
            required
            testId="manual-date"
          />
          <TextInput
            type="time"
            label={t('form.hour')}
            required
            {...register('hour')}
            error={fieldError(t, errors.hour)}
            data-testid="manual-hour"
          />
        </Group>
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <SegmentedControl
              value={field.value}
              onChange={field.onChange}
              disabled={doorType === 'E' || doorType === 'S'}
              data={[
                { value: 'S', label: t('mode.S') },
                { value: 'N', label: t('mode.N') },
              ]}
              data-testid="manual-mode"
            />
          )}
        />
        <Textarea
          label={t('form.reason')}
          required
          autosize
          minRows={2}
          {...register('reason')}
          error={fieldError(t, errors.reason)}
          data-testid="manual-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="manual-submit">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
