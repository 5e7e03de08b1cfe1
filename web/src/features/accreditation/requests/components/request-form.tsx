import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SaveDraftBodySchema,
  SubmitRequestBodySchema,
  type CommandResult,
  type RequestRow,
  type SaveDraftBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { saveDraft as saveDraftCall, submitRequest } from '../api/requests.api';
import {
  ReasonFields,
  RequestFormActions,
  WhoAndContract,
  type ErrorOf,
  type FormInput,
} from './request-form-fields';
import { RequestPickedFields } from './request-picked-fields';

/** The draft's value of a text field; empty for a new request. */
const draftText = (draft: RequestRow | undefined, field: keyof RequestRow & keyof FormInput) => {
  const value = draft?.[field];
  return typeof value === 'string' ? value : '';
};

/** A new request, or the draft being completed (its missing dates start as today and a month on). */
const initialValues = (draft?: RequestRow): FormInput => ({
  commandId: newCommandId(),
  ...(draft ? { requestId: draft.requestId } : {}),
  personId: draftText(draft, 'personId'),
  contractId: draftText(draft, 'contractId'),
  startDate: draft?.startDate || today(),
  endDate: draft?.endDate || plusDays(today(), 30),
  reason: draftText(draft, 'reason'),
  observation: draftText(draft, 'observation'),
  place: draftText(draft, 'place'),
  profile: draftText(draft, 'profile'),
  organisationalUnit: draftText(draft, 'organisationalUnit'),
  costCenter: draftText(draft, 'costCenter'),
  positionId: draftText(draft, 'positionId'),
  function: draftText(draft, 'function'),
});

interface Props {
  /** called with the command's result and what it was; the page reads its write before closing */
  onSubmitted: (result: CommandResult, kind: 'sent' | 'draft') => Promise<void> | void;
  onCancel?: () => void;
  /** the draft (Incompleta) to complete: saved again or sent */
  draft?: RequestRow;
  submit?: (body: SubmitRequestBody) => Promise<CommandResult>;
  saveDraft?: (body: SaveDraftBody) => Promise<CommandResult>;
}

/**
 * A draft needs only the person and the contract: checked with its own schema, a new command each
 * save; its issues go on their fields.
 */
function useDraftSave(
  form: UseFormReturn<FormInput, unknown, SubmitRequestBody>,
  { saveDraft, onSubmitted }: Required<Pick<Props, 'saveDraft' | 'onSubmitted'>>,
) {
  const [savingDraft, setSavingDraft] = useState(false);
  const onDraft = async () => {
    const parsed = SaveDraftBodySchema.safeParse({
      ...form.getValues(),
      commandId: newCommandId(),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path.join('.') as keyof FormInput, { message: issue.message });
      return;
    }
    setSavingDraft(true);
    try {
      await onSubmitted(await saveDraft(parsed.data), 'draft');
    } catch (err) {
      notifyError(err);
    } finally {
      setSavingDraft(false);
    }
  };
  return { onDraft, savingDraft };
}

/** The form: sent with the request's schema, or saved as a draft with its own. */
function useRequestForm({
  onSubmitted,
  draft,
  submit = submitRequest,
  saveDraft = saveDraftCall,
}: Props) {
  const { t } = useTranslation('requests');
  const form = useForm<FormInput, unknown, SubmitRequestBody>({
    resolver: zodResolver(SubmitRequestBodySchema),
    defaultValues: initialValues(draft),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSubmitted(await submit(body), 'sent');
    } catch (err) {
      notifyError(err);
    }
  });
  const { onDraft, savingDraft } = useDraftSave(form, { saveDraft, onSubmitted });
  const err: ErrorOf = (name) => fieldError(t, form.formState.errors[name]);
  return { form, onValid, onDraft, savingDraft, err };
}

/**
 * The accreditation request form, validated with the contracts' schema. The command id is part of
 * the form from the start, so a repeated click re-sends the same command (exactly once).
 */
export function RequestForm(props: Props) {
  const { t } = useTranslation('requests');
  const { form, onValid, onDraft, savingDraft, err } = useRequestForm(props);
  const { control, register, formState } = form;
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="request-form">
      <Stack>
        <WhoAndContract form={form} draft={props.draft} err={err} />
        <PeriodFields
          control={control}
          start="startDate"
          end="endDate"
          labels={{ start: t('form.startDate'), end: t('form.endDate') }}
          errors={{ start: err('startDate'), end: err('endDate') }}
          minDate={today()}
          testIdPrefix="request"
        />
        <RequestPickedFields control={control} errorOf={err} />
        <ReasonFields register={register} err={err} />
        <RequestFormActions
          onCancel={props.onCancel}
          onDraft={() => void onDraft()}
          savingDraft={savingDraft}
          submitting={formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
