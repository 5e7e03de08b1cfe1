import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  InactivateCredentialBodySchema,
  type CommandResult,
  type CredentialRow,
  type InactivateCredentialBody,
} from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { inactivateCredential, type ReasonOption } from '../api/identification.api';

type FormInput = z.input<typeof InactivateCredentialBodySchema>;

/** Inactivates a credential: the reason (of kind I) is required. */
export function InactivateForm(props: {
  row: CredentialRow;
  reasons: ReasonOption[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('identification');
  const form = useForm<FormInput, unknown, InactivateCredentialBody>({
    resolver: zodResolver(InactivateCredentialBodySchema),
    defaultValues: { commandId: newCommandId(), credentialId: props.row.credentialId, reason: '' },
  });
  const { control, handleSubmit, formState } = form;
  const onValid = handleSubmit(async (body) => {
    try {
      await props.onSaved(await inactivateCredential(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="inactivate-form">
      <Stack gap="sm">
        <Text size="sm">
          {t('inactivate.question', { name: props.row.fullName, type: props.row.credentialType })}
        </Text>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Select
              label={t('inactivate.reason')}
              required
              data={props.reasons
                .filter((r) => r.kind === 'I')
                .map((r) => ({ value: r.value, label: r.label }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldError(t, formState.errors.reason)}
              data-testid="inactivate-reason"
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={formState.isSubmitting}
            data-testid="inactivate-submit"
          >
            {t('inactivate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
