import { Textarea } from '@mantine/core';
import { type Control, Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/ui/field-error';
import { DateField } from '../../../../components/forms/date-field';
import { today } from '../../../../lib/format';
import { CessationReasonSelect } from './cessation-reason-select';

/** The three fields a demobilization and its correction share. */
interface CessationInput {
  cessationReason: string;
  cessationDate: string;
  observation: string;
}

/**
 * The cessation reason, the cessation date (today or later) and the observation the spec
 * requires, inside the form's FormProvider; `testIdPrefix` names them for the tests
 * (`<prefix>-date`, `<prefix>-observation`).
 */
export function CessationFields({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation('demobilization');
  const { control, register, formState } = useFormContext<CessationInput>();
  const err = (name: keyof CessationInput) => fieldError(t, formState.errors[name]);
  return (
    <>
      <ReasonField control={control} error={err('cessationReason')} />
      <DateField
        control={control}
        name="cessationDate"
        label={t('form.cessationDate')}
        required
        error={err('cessationDate')}
        minDate={today()}
        testId={`${testIdPrefix}-date`}
      />
      <Textarea
        label={t('form.observation')}
        required
        autosize
        minRows={2}
        error={err('observation')}
        data-testid={`${testIdPrefix}-observation`}
        {...register('observation')}
      />
    </>
  );
}

/** The cessation reason, bound to the form. */
function ReasonField({ control, error }: { control: Control<CessationInput>; error?: string }) {
  return (
    <Controller
      control={control}
      name="cessationReason"
      render={({ field }) => (
        <CessationReasonSelect value={field.value} onChange={field.onChange} error={error} />
      )}
    />
  );
}
