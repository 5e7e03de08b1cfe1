import { Button, Group, Select, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type {
  ContractRow,
  PersonRow,
  RequestRow,
  SubmitRequestBody,
  SubmitRequestBodySchema,
} from '@faena/contracts';
import { PersonField } from '../../../../components/person-picker/person-field';
import { notifyError } from '../../../../lib/notify';
import { listContracts } from '../api/requests.api';
import { EndowmentPanel } from './endowment-panel';
import { PersonRequirements } from './person-requirements';

export type FormInput = z.input<typeof SubmitRequestBodySchema>;
export type ErrorOf = (name: keyof FormInput) => string | undefined;
type RequestFormApi = UseFormReturn<FormInput, unknown, SubmitRequestBody>;

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

/** The contracts to offer: the person's company's first (all of them when it has none). */
function useContractOptions(contracts: ContractRow[], personCompany: string | null) {
  return useMemo(() => {
    const own = contracts.filter((c) => c.companyId === personCompany);
    return (own.length > 0 ? own : contracts).map((c) => ({
      value: c.contractId,
      label: `${c.code} · ${c.companyName}`,
    }));
  }, [contracts, personCompany]);
}

interface WhoProps {
  form: RequestFormApi;
  draft: RequestRow | undefined;
  err: ErrorOf;
}

/** The person and the contract, then the contract's endowment and the person's requirements for it. */
export function WhoAndContract({ form, draft, err }: WhoProps) {
  const [personName, setPersonName] = useState<string | null>(draft?.personName ?? null);
  const [personCompany, setPersonCompany] = useState<string | null>(draft?.companyId ?? null);
  const contracts = useContracts();
  const contractOptions = useContractOptions(contracts, personCompany);
  const { control, setValue } = form;
  const contractId = useWatch({ control, name: 'contractId' });
  const personId = useWatch({ control, name: 'personId' });
  const chosen = contracts.find((c) => c.contractId === contractId);
  const choose = (p: PersonRow) => {
    setPersonName(p.fullName);
    setPersonCompany(p.companyId);
    setValue('personId', p.personId, { shouldValidate: true });
  };
  return (
    <>
      <PersonPick form={form} personName={personName} onChange={choose} error={err('personId')} />
      <ContractSelect form={form} options={contractOptions} error={err('contractId')} />
      {chosen && <EndowmentPanel contractId={chosen.contractId} />}
      {personId && contractId && <PersonRequirements personId={personId} contractId={contractId} />}
    </>
  );
}

interface PickProps {
  form: RequestFormApi;
  personName: string | null;
  onChange: (person: PersonRow) => void;
  error: string | undefined;
}

function PersonPick({ form, personName, onChange, error }: PickProps) {
  const { t } = useTranslation('requests');
  return (
    <Controller
      control={form.control}
      name="personId"
      render={() => (
        <PersonField
          label={t('form.person')}
          personName={personName}
          error={error}
          testId="request-person"
          onChange={onChange}
        />
      )}
    />
  );
}

interface ContractProps {
  form: RequestFormApi;
  options: Array<{ value: string; label: string }>;
  error: string | undefined;
}

function ContractSelect({ form, options, error }: ContractProps) {
  const { t } = useTranslation('requests');
  return (
    <Controller
      control={form.control}
      name="contractId"
      render={({ field }) => (
        <Select
          label={t('form.contract')}
          data={options}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={error}
          searchable
          required
          data-testid="request-contract"
        />
      )}
    />
  );
}

/** The reason (required) and the observation. */
export function ReasonFields({
  register,
  err,
}: {
  register: UseFormRegister<FormInput>;
  err: ErrorOf;
}) {
  const { t } = useTranslation('requests');
  return (
    <>
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
    </>
  );
}

interface ActionsProps {
  onCancel: (() => void) | undefined;
  onDraft: () => void;
  savingDraft: boolean;
  submitting: boolean;
}

/** Cancel (when the page offers it), save as draft, send. */
export function RequestFormActions({ onCancel, onDraft, savingDraft, submitting }: ActionsProps) {
  const { t } = useTranslation('requests');
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
      <Button
        variant="light"
        loading={savingDraft}
        onClick={onDraft}
        data-testid="request-save-draft"
      >
        {t('form.saveDraft')}
      </Button>
      <Button type="submit" loading={submitting} data-testid="request-submit">
        {t('form.submit')}
      </Button>
    </Group>
  );
}
