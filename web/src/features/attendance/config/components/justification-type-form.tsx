import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SaveJustificationTypeBodySchema,
  type CommandResult,
  type JustificationTypeRow,
  type SaveJustificationTypeBody,
} from '@faena/contracts';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { saveJustificationType } from '../api/attendance-config.api';
import {
  JustificationFlags,
  JustificationLimits,
  JustificationSelects,
  JustificationTextFields,
  type JustificationTypeInput,
} from './justification-type-form.fields';

type FormInput = JustificationTypeInput;

const initial = (row?: JustificationTypeRow): FormInput =>
  row
    ? {
        commandId: newCommandId(),
        code: row.code,
        description: row.description,
        origin: row.origin,
        paid: row.paid,
        applyInFuture: row.applyInFuture,
        timesPeriod: row.timesPeriod,
        maxTimes: row.maxTimes,
        maxHours: row.maxHours,
        requiresObservation: row.requiresObservation,
        referenceCode: row.referenceCode,
        active: row.active,
      }
    : {
        commandId: newCommandId(),
        code: '',
        description: '',
        origin: 'P',
        paid: false,
        applyInFuture: false,
        timesPeriod: 'W',
        maxTimes: 1,
        maxHours: 8,
        requiresObservation: false,
        referenceCode: '',
        active: true,
      };

interface Props {
  row?: JustificationTypeRow;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof saveJustificationType;
}

/** A justification type (spec §3): origin, paid, apply in future, times per week or day, maximum hours, requires observation, reference code. */
export function JustificationTypeForm(props: Props) {
  const { t } = useTranslation('attendanceConfig');
  const { form, onValid } = useJustificationTypeForm(props);
  const { control, register, formState } = form;
  const fields = { control, register, errors: formState.errors, editing: !!props.row };
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="justification-type-form">
      <Stack>
        <JustificationTextFields {...fields} />
        <JustificationSelects {...fields} />
        <JustificationLimits {...fields} />
        <JustificationFlags control={control} />
        <FormButtons
          cancel={t('common.cancel')}
          save={t('common.save')}
          onCancel={props.onCancel}
          saving={formState.isSubmitting}
          saveTestId="jt-submit"
        />
      </Stack>
    </form>
  );
}

/** The form over the type (a new one or an edit), and its submit: define or update. */
function useJustificationTypeForm({ row, onSaved, save = saveJustificationType }: Props) {
  const form = useForm<FormInput, unknown, SaveJustificationTypeBody>({
    resolver: zodResolver(SaveJustificationTypeBodySchema),
    defaultValues: initial(row),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await save(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}
