import { Group, MultiSelect, Stack, TextInput } from '@mantine/core';
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
import { PeriodFields } from '../../../../components/forms/period-fields';
import { FormButtons } from '../../../../components/forms/form-buttons';
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

/** The group's form state and its submit: define a new group or update the row's. */
function useGroupForm(row: GroupRow | undefined, onSaved: Props['onSaved']) {
  const form = useForm<FormInput, unknown, SaveGroupBody>({
    resolver: zodResolver(SaveGroupBodySchema),
    defaultValues: initial(row),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await saveGroup(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

type GroupFormState = ReturnType<typeof useGroupForm>['form'];

/** A searchable multi-select of the zones or of the schedules the group grants. */
function GroupMultiField(props: {
  form: GroupFormState;
  name: 'zoneIds' | 'scheduleCodes';
  label: string;
  data: Option[];
}) {
  const { t } = useTranslation('accessRules');
  const { form, name } = props;
  const error = form.formState.errors[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={props.label}
          required
          searchable
          data={props.data}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(t, error as never)}
          data-testid={`group-${name}`}
        />
      )}
    />
  );
}

/** The group's code (fixed once defined) and name. */
function GroupTextFields({ form, editing }: { form: GroupFormState; editing: boolean }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        label={t('common.code')}
        required
        disabled={editing}
        error={fieldError(t, errors.code)}
        data-testid="group-code"
        {...form.register('code')}
      />
      <TextInput
        label={t('groups.name')}
        required
        error={fieldError(t, errors.name)}
        data-testid="group-name"
        {...form.register('name')}
      />
    </Group>
  );
}

/** From when to when the group grants access. */
function GroupDateFields({ form }: { form: GroupFormState }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <PeriodFields
      control={form.control}
      start="startDate"
      end="endDate"
      labels={{ start: t('common.startDate'), end: t('common.endDate') }}
      errors={{ start: fieldError(t, errors.startDate), end: fieldError(t, errors.endDate) }}
      testIdPrefix="group"
    />
  );
}

/** An access group: zones × schedules with a validity. */
export function GroupForm({ row, zones, schedules, onSaved, onCancel }: Props) {
  const { t } = useTranslation('accessRules');
  const { form, onValid } = useGroupForm(row, onSaved);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="group-form">
      <Stack>
        <GroupTextFields form={form} editing={!!row} />
        <GroupMultiField form={form} name="zoneIds" label={t('groups.zones')} data={zones} />
        <GroupMultiField
          form={form}
          name="scheduleCodes"
          label={t('groups.schedules')}
          data={schedules}
        />
        <GroupDateFields form={form} />
        <FormButtons
          cancel={t('common.cancel')}
          save={t('common.save')}
          onCancel={onCancel}
          saving={form.formState.isSubmitting}
          saveTestId="group-submit"
        />
      </Stack>
    </form>
  );
}
