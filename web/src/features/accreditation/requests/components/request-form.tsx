import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SaveDraftBodySchema,
  SubmitRequestBodySchema,
  type CommandResult,
  type ContractRow,
  type RequestRow,
  type SaveDraftBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import { PersonField } from '../../../../components/person-picker/person-field';
import { fieldError } from '../../../../components/ui/field-error';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { listContracts, saveDraft as saveDraftCall, submitRequest } from '../api/requests.api';
import { EndowmentPanel } from './endowment-panel';
import { PersonRequirements } from './person-requirements';
import { RequestPickedFields } from './request-picked-fields';

type FormInput = z.input<typeof SubmitRequestBodySchema>;

/** A new request, or the draft being completed (its missing dates start as today and a month on). */
const initialValues = (draft?: RequestRow): FormInput => ({
  commandId: newCommandId(),
  ...(draft ? { requestId: draft.requestId } : {}),
  personId: draft?.personId ?? '',
  contractId: draft?.contractId ?? '',
  startDate: draft?.startDate || today(),
  endDate: draft?.endDate || plusDays(today(), 30),
  reason: draft?.reason ?? '',
  observation: draft?.observation ?? '',
  place: draft?.place ?? '',
  profile: draft?.profile ?? '',
  organisationalUnit: draft?.organisationalUnit ?? '',
  costCenter: draft?.costCenter ?? '',
  positionId: draft?.positionId ?? '',
  function: draft?.function ?? '',
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
 * The accreditation request form, validated with the contracts' schema. The command id is part of
 * the form from the start, so a repeated click re-sends the same command (exactly once).
 */
export function RequestForm({
  onSubmitted,
  onCancel,
  draft,
  submit = submitRequest,
  saveDraft = saveDraftCall,
}: Props) {
  const { t } = useTranslation('requests');
  const [personName, setPersonName] = useState<string | null>(draft?.personName ?? null);
  const [personCompany, setPersonCompany] = useState<string | null>(draft?.companyId ?? null);
  const [savingDraft, setSavingDraft] = useState(false);
  const contracts = useContracts();
  const { control, register, handleSubmit, setValue, setError, getValues, formState } = useForm<
    FormInput,
    unknown,
    SubmitRequestBody
  >({
    resolver: zodResolver(SubmitRequestBodySchema),
    defaultValues: initialValues(draft),
  });
  const contractId = useWatch({ control, name: 'contractId' });
  const personId = useWatch({ control, name: 'personId' });
  const chosen = contracts.find((c) => c.contractId === contractId);
  const contractOptions = useMemo(() => {
    const own = contracts.filter((c) => c.companyId === personCompany);
    return (own.length > 0 ? own : contracts).map((c) => ({
      value: c.contractId,
      label: `${c.code} · ${c.companyName}`,
    }));
  }, [contracts, personCompany]);

  const onValid = handleSubmit(async (body) => {
    try {
      await onSubmitted(await submit(body), 'sent');
    } catch (err) {
      notifyError(err);
    }
  });
  /** A draft needs only the person and the contract: checked with its own schema, a new command each save. */
  const onDraft = async () => {
    const parsed = SaveDraftBodySchema.safeParse({ ...getValues(), commandId: newCommandId() });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError(issue.path.join('.') as keyof FormInput, { message: issue.message });
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
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name]);

  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="request-form">
      <Stack>
        <Controller
          control={control}
          name="personId"
          render={() => (
            <PersonField
              label={t('form.person')}
              personName={personName}
              error={err('personId')}
              testId="request-person"
              onChange={(p) => {
                setPersonName(p.fullName);
                setPersonCompany(p.companyId);
                setValue('personId', p.personId, { shouldValidate: true });
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="contractId"
          render={({ field }) => (
            <Select
              label={t('form.contract')}
              data={contractOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={err('contractId')}
              searchable
              required
              data-testid="request-contract"
            />
          )}
        />
        {chosen && <EndowmentPanel contractId={chosen.contractId} />}
        {personId && contractId && (
          <PersonRequirements personId={personId} contractId={contractId} />
        )}
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
        <TextInput
          label={t('form.reason')}
          required
          error={err('reason')}
          data-testid="request-reason"
          {...register('reason')}
        />
        <Textarea
          label={t('form.observation')}
          autosize
          minRows={2}
          error={err('observation')}
          data-testid="request-observation"
          {...register('observation')}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          )}
          <Button
            variant="light"
            loading={savingDraft}
            onClick={() => void onDraft()}
            data-testid="request-save-draft"
          >
            {t('form.saveDraft')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="request-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useContracts(): ContractRow[] {
  const [contracts, setContracts] = useState<ContractRow[]>([]);
  useEffect(() => {
    let live = true;
    listContracts()
      .then((list) => live && setContracts(list))
      .catch(notifyError);
    return () => {
      live = false;
    };
  }, []);
  return contracts;
}
