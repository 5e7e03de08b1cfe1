import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SaveGroupBodySchema,
  type CommandResult,
  type GroupRow,
  type SaveGroupBody,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { saveGroup } from '../api/access-rules.api';

type FormInput = z.input<typeof SaveGroupBodySchema>;
type Option = { value: string; label: string };

const initial = (row?: GroupRow): FormInput =>
  row
    ? {
        commandId: newCommandId(),
        code: row.code,
        name: row.name,
        zoneIds: row.zoneIds,
        scheduleCodes: row.scheduleCodes,
        startDate: row.startDate,
        endDate: row.endDate,
      }
    : {
        commandId: newCommandId(),
        code: '',
        name: '',
        zoneIds: [],
        scheduleCodes: [],
        startDate: today(),
        endDate: plusDays(today(), 365),
      };

interface Props {
  row?: GroupRow;
  zones: Option[];
  schedules: Option[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

/** An access group: zones × schedules with a validity. */
export function GroupForm({ row, zones, schedules, onSaved, onCancel }: Props) {
  const { t } = useTranslation('accessRules');
  const form = useForm<FormInput, unknown, SaveGroupBody>({
    resolver: zodResolver(SaveGroupBodySchema),
    defaultValues: initial(row),
  });
  const { control, register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await onSaved(await saveGroup(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  const multi = (name: 'zoneIds' | 'scheduleCodes', label: string, data: Option[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={label}
          required
          searchable
          data={data}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(t, errors[name] as never)}
          data-testid={`group-${name}`}
        />
      )}
    />
  );
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="group-form">
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('common.code')}
            required
            disabled={!!row}
            error={fieldError(t, errors.code)}
            data-testid="group-code"
            {...register('code')}
          />
          <TextInput
            label={t('groups.name')}
            required
            error={fieldError(t, errors.name)}
            data-testid="group-name"
            {...register('name')}
          />
        </Group>
        {multi('zoneIds', t('groups.zones'), zones)}
        {multi('scheduleCodes', t('groups.schedules'), schedules)}
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            control={control}
            name="startDate"
            label={t('common.startDate')}
            required
            error={fieldError(t, errors.startDate)}
            testId="group-start"
          />
          <DateField
            control={control}
            name="endDate"
            label={t('common.endDate')}
            required
            error={fieldError(t, errors.endDate)}
            testId="group-end"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="group-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
