import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SubmitVehicleRequestBodySchema,
  type CommandResult,
  type ContractRow,
  type SubmitVehicleRequestBody,
  type VehicleRow,
} from '@faena/contracts';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { listContracts, listVehicles, submitVehicleRequest } from '../api/vehicle-requests.api';

type FormInput = z.input<typeof SubmitVehicleRequestBodySchema>;

const emptyRequest = (): FormInput => ({
  commandId: newCommandId(),
  vehicleId: '',
  contractId: '',
  startDate: today(),
  endDate: plusDays(today(), 30),
  observation: '',
});

export interface VehicleRequestFormProps {
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel?: () => void;
  submit?: (body: SubmitVehicleRequestBody) => Promise<CommandResult>;
  loadVehicles?: () => Promise<VehicleRow[]>;
  loadContracts?: () => Promise<ContractRow[]>;
}

type VehicleForm = UseFormReturn<FormInput, unknown, SubmitVehicleRequestBody>;
type Option = { value: string; label: string };

/** The form, and a valid submit that sends the request. */
function useVehicleRequestForm({
  onSubmitted,
  submit = submitVehicleRequest,
}: VehicleRequestFormProps) {
  const { t } = useTranslation('vehicleRequests');
  const form = useForm<FormInput, unknown, SubmitVehicleRequestBody>({
    resolver: zodResolver(SubmitVehicleRequestBodySchema),
    defaultValues: emptyRequest(),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSubmitted(await submit(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, form.formState.errors[name]);
  return { form, onValid, err };
}

/** The vehicles, and the contracts of the chosen vehicle's company (all before one is chosen). */
function useVehicleAndContract(props: VehicleRequestFormProps, form: VehicleForm) {
  const { vehicles, contracts } = useOptions(props);
  const vehicleId = useWatch({ control: form.control, name: 'vehicleId' });
  const company = vehicles.find((v) => v.vehicleId === vehicleId)?.companyId;
  const contractOptions = useMemo(
    () =>
      contracts
        .filter((c) => !company || c.companyId === company)
        .map((c) => ({ value: c.contractId, label: `${c.code} · ${c.subject}` })),
    [contracts, company],
  );
  const vehicleOptions = vehicles.map((v) => ({
    value: v.vehicleId,
    label: `${v.plate} · ${v.type} · ${v.companyName}`,
  }));
  return { vehicleOptions, contractOptions };
}

/**
 * A vehicle accreditation request: a vehicle of the master, a contract of its company (the server
 * refuses one without the vehicle flag, and a vehicle whose requirements are not all present), the
 * period and an observation, validated with the contracts' schema.
 */
export function VehicleRequestForm(props: VehicleRequestFormProps) {
  const { t } = useTranslation('vehicleRequests');
  const { form, onValid, err } = useVehicleRequestForm(props);
  const { vehicleOptions, contractOptions } = useVehicleAndContract(props, form);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="vehicle-request-form">
      <Stack>
        <PickField form={form} name="vehicleId" data={vehicleOptions} error={err('vehicleId')} />
        <PickField form={form} name="contractId" data={contractOptions} error={err('contractId')} />
        <PeriodFields
          control={form.control}
          start="startDate"
          end="endDate"
          labels={{ start: t('form.startDate'), end: t('form.endDate') }}
          errors={{ start: err('startDate'), end: err('endDate') }}
          minDate={today()}
          testIdPrefix="vehicle-request"
        />
        <ObservationField form={form} error={err('observation')} />
        <FormActions onCancel={props.onCancel} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

interface PickProps {
  form: VehicleForm;
  name: 'vehicleId' | 'contractId';
  data: Option[];
  error: string | undefined;
}

function ObservationField({ form, error }: { form: VehicleForm; error: string | undefined }) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <Textarea
      label={t('form.observation')}
      autosize
      minRows={2}
      error={error}
      data-testid="vehicle-request-observation"
      {...form.register('observation')}
    />
  );
}

function PickField({ form, name, data, error }: PickProps) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`form.${name}`)}
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={error}
          searchable
          required
          data-testid={`vehicle-request-${name}`}
        />
      )}
    />
  );
}

function FormActions({
  onCancel,
  submitting,
}: {
  onCancel?: (() => void) | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting} data-testid="vehicle-request-submit">
        {t('form.submit')}
      </Button>
    </Group>
  );
}

/** The vehicles and contracts the form picks from, loaded once. */
function useOptions(props: VehicleRequestFormProps) {
  const { loadVehicles = listVehicles, loadContracts = listContracts } = props;
  const [vehicles, setVehicles] = useState<VehicleRow[]>([]);
  const [contracts, setContracts] = useState<ContractRow[]>([]);
  useEffect(() => {
    loadVehicles().then(setVehicles, notifyError);
    loadContracts().then(setContracts, notifyError);
  }, [loadVehicles, loadContracts]);
  return { vehicles, contracts };
}
