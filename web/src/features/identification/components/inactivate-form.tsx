import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type FieldError } from 'react-hook-form';
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

interface ReasonProps {
  control: Control<FormInput>;
  reasons: ReasonOption[];
  error: FieldError | undefined;
}

/** The inactivation's reason: one of the reasons of kind I. */
function ReasonField({ control, reasons, error }: ReasonProps) {
  const { t } = useTranslation('identification');
  const data = reasons
    .filter((r) => r.kind === 'I')
    .map((r) => ({ value: r.value, label: r.label }));
  return (
    <Controller
      control={control}
      name="reason"
      render={({ field }) => (
        <Select
          label={t('inactivate.reason')}
          required
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(t, error)}
          data-testid="inactivate-reason"
        />
      )}
    />
  );
}

interface Props {
  row: CredentialRow;
  reasons: ReasonOption[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

/** The form over the credential, and its submit: the command, then `onSaved` (errors notified). */
function useInactivateForm({ row, onSaved }: Pick<Props, 'row' | 'onSaved'>) {
  const form = useForm<FormInput, unknown, InactivateCredentialBody>({
    resolver: zodResolver(InactivateCredentialBodySchema),
    defaultValues: { commandId: newCommandId(), credentialId: row.credentialId, reason: '' },
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await inactivateCredential(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { control: form.control, formState: form.formState, onValid };
}

/** Inactivates a credential: the reason (of kind I) is required. */
export function InactivateForm(props: Props) {
  const { t } = useTranslation('identification');
  const { control, formState, onValid } = useInactivateForm(props);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="inactivate-form">
      <Stack gap="sm">
        <Text size="sm">
          {t('inactivate.question', { name: props.row.fullName, type: props.row.credentialType })}
        </Text>
        <ReasonField control={control} reasons={props.reasons} error={formState.errors.reason} />
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
