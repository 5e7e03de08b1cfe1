import { Button, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
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

/** An access profile: a code, a description, the groups it grants, active or not. */
export function ProfileForm({ row, groups, onSaved, onCancel }: Props) {
  const { t } = useTranslation('accessRules');
  const form = useForm<FormInput, unknown, SaveProfileBody>({
    resolver: zodResolver(SaveProfileBodySchema),
    defaultValues: initial(row),
  });
  const { control, register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await onSaved(await saveProfile(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="profile-form">
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('common.code')}
            required
            disabled={!!row}
            error={fieldError(t, errors.code)}
            data-testid="profile-code"
            {...register('code')}
          />
          <TextInput
            label={t('profiles.description')}
            required
            error={fieldError(t, errors.description)}
            data-testid="profile-description"
            {...register('description')}
          />
        </Group>
        <Controller
          control={control}
          name="groupCodes"
          render={({ field }) => (
            <MultiSelect
              label={t('profiles.groups')}
              required
              searchable
              data={groups}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(t, errors.groupCodes as never)}
              data-testid="profile-groupCodes"
            />
          )}
        />
        <Controller
          control={control}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="profile-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
