import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../components/forms/form-buttons';
import {
  CredentialDates,
  CredentialPersonField,
  CredentialReferences,
  CredentialSelects,
} from './credential-form.fields';
import { useCredentialForm, type CredentialFormProps } from './use-credential-form';

/**
 * A new credential: the worker (picked by document or name), its type, start and end (the end
 * defaults to the type's validity and may not go beyond it), reference codes 1 and 2 and the
 * reason for issue (reasons of kind E).
 */
export function CredentialForm(props: CredentialFormProps) {
  const { t } = useTranslation('identification');
  const { form, onValid, type, limit } = useCredentialForm(props);
  const { control, register, formState } = form;
  const fields = { control, errors: formState.errors };
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="credential-form">
      <Stack gap="sm">
        <CredentialPersonField {...fields} />
        <CredentialSelects
          {...fields}
          credentialTypes={props.credentialTypes}
          reasons={props.reasons}
        />
        <CredentialDates {...fields} limit={limit} validityDays={type?.validityDays} />
        <CredentialReferences register={register} errors={formState.errors} />
        <FormButtons
          cancel={t('common.cancel')}
          save={t('form.submit')}
          onCancel={props.onCancel}
          saving={formState.isSubmitting}
          saveTestId="credential-submit"
        />
      </Stack>
    </form>
  );
}
