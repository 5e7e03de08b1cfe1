import { Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SaveProfileBodySchema,
  type CommandResult,
  type ProfileRow,
  type SaveProfileBody,
} from '@faena/contracts';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { saveProfile } from '../api/access-rules.api';

type FormInput = z.input<typeof SaveProfileBodySchema>;
type Option = { value: string; label: string };

const initial = (row?: ProfileRow): FormInput =>
  row
    ? {
        commandId: newCommandId(),
        code: row.code,
        description: row.description,
        groupCodes: row.groupCodes,
        active: row.active,
      }
    : { commandId: newCommandId(), code: '', description: '', groupCodes: [], active: true };

interface Props {
  row?: ProfileRow;
  groups: Option[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

/** The profile's form state and its submit: define a new profile or update the row's. */
function useProfileForm(row: ProfileRow | undefined, onSaved: Props['onSaved']) {
  const form = useForm<FormInput, unknown, SaveProfileBody>({
    resolver: zodResolver(SaveProfileBodySchema),
    defaultValues: initial(row),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await saveProfile(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

type ProfileFormState = ReturnType<typeof useProfileForm>['form'];

/** The groups the profile grants, a searchable multi-select. */
function ProfileGroupsField({ form, groups }: { form: ProfileFormState; groups: Option[] }) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.groupCodes;
  return (
    <Controller
      control={form.control}
      name="groupCodes"
      render={({ field }) => (
        <MultiSelect
          label={t('profiles.groups')}
          required
          searchable
          data={groups}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(t, error as never)}
          data-testid="profile-groupCodes"
        />
      )}
    />
  );
}

/** Whether the profile is active (a switch, on by default). */
function ProfileActiveField({ form }: { form: ProfileFormState }) {
  const { t } = useTranslation('accessRules');
  return (
    <Controller
      control={form.control}
      name="active"
      render={({ field }) => (
        <Switch
          label={t('profiles.active')}
          checked={field.value ?? true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          data-testid="profile-active"
        />
      )}
    />
  );
}

/** The profile's code (fixed once defined) and description. */
function ProfileTextFields({ form, editing }: { form: ProfileFormState; editing: boolean }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        label={t('common.code')}
        required
        disabled={editing}
        error={fieldError(t, errors.code)}
        data-testid="profile-code"
        {...form.register('code')}
      />
      <TextInput
        label={t('profiles.description')}
        required
        error={fieldError(t, errors.description)}
        data-testid="profile-description"
        {...form.register('description')}
      />
    </Group>
  );
}

/** An access profile: a code, a description, the groups it grants, active or not. */
export function ProfileForm({ row, groups, onSaved, onCancel }: Props) {
  const { t } = useTranslation('accessRules');
  const { form, onValid } = useProfileForm(row, onSaved);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="profile-form">
      <Stack>
        <ProfileTextFields form={form} editing={!!row} />
        <ProfileGroupsField form={form} groups={groups} />
        <ProfileActiveField form={form} />
        <FormButtons
          cancel={t('common.cancel')}
          save={t('common.save')}
          onCancel={onCancel}
          saving={form.formState.isSubmitting}
          saveTestId="profile-submit"
        />
      </Stack>
    </form>
  );
}
