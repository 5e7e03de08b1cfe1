import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AddRestrictionBodySchema,
  type AddRestrictionBody,
  type CommandResult,
  type ZoneRow,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { addRestriction } from '../api/access-rules.api';

type FormInput = z.input<typeof AddRestrictionBodySchema>;

interface Props {
  personId: string;
  zones: ZoneRow[];
  /** the restriction-types catalogue's active items */
  types: Array<{ value: string; label: string }>;
  onSaved: (result: CommandResult) => Promise<void> | void;
}

/** A restriction of the person at a zone (or one of its doors): whole days, or between two times. */
export function RestrictionForm({ personId, zones, types, onSaved }: Props) {
  const { t } = useTranslation('accessRules');
  const form = useForm<FormInput, unknown, AddRestrictionBody>({
    resolver: zodResolver(AddRestrictionBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId,
      code: '',
      restrictionType: '',
      zoneId: '',
      fullDay: true,
      startDate: today(),
      endDate: today(),
      active: true,
    },
  });
  const { control, register, handleSubmit, formState, watch, reset } = form;
  const errors = formState.errors;
  const zoneId = watch('zoneId');
  const fullDay = watch('fullDay');
  const doors = zones.find((z) => z.zoneId === zoneId)?.doors ?? [];
  const onValid = handleSubmit(async (body) => {
    try {
      await onSaved(await addRestriction(body));
      reset({ ...body, commandId: newCommandId(), code: '' });
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="restriction-form">
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('common.code')}
            required
            error={fieldError(t, errors.code)}
            data-testid="restriction-code"
            {...register('code')}
          />
          <Controller
            control={control}
            name="restrictionType"
            render={({ field }) => (
              <Select
                label={t('restriction.type')}
                required
                searchable
                data={types}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.restrictionType)}
                data-testid="restriction-type"
              />
            )}
          />
          <Controller
            control={control}
            name="zoneId"
            render={({ field }) => (
              <Select
                label={t('restriction.zone')}
                required
                data={zones.map((z) => ({ value: z.zoneId, label: z.name }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.zoneId)}
                data-testid="restriction-zone"
              />
            )}
          />
          <Controller
            control={control}
            name="doorId"
            render={({ field }) => (
              <Select
                label={t('restriction.door')}
                clearable
                data={doors.map((d) => ({ value: d.doorId, label: d.name }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={fieldError(t, errors.doorId)}
              />
            )}
          />
        </Group>
        <Controller
          control={control}
          name="fullDay"
          render={({ field }) => (
            <Switch
              label={t('restriction.fullDay')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            control={control}
            name="startDate"
            label={t('common.startDate')}
            required
            error={fieldError(t, errors.startDate)}
            testId="restriction-start"
          />
          <DateField
            control={control}
            name="endDate"
            label={t('common.endDate')}
            required
            error={fieldError(t, errors.endDate)}
            testId="restriction-end"
          />
        </Group>
        {!fullDay && (
          <Group grow align="flex-start" wrap="wrap">
            <TimeInput
              label={t('restriction.startTime')}
              error={fieldError(t, errors.startTime)}
              {...register('startTime')}
            />
            <TimeInput
              label={t('restriction.endTime')}
              error={fieldError(t, errors.endTime)}
              {...register('endTime')}
            />
          </Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="restriction-submit">
            {t('people.restrict')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
