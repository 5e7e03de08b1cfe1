import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CorrectVehicleRequestBodySchema,
  type CommandResult,
  type CorrectVehicleRequestBody,
  type VehicleRequestRow,
} from '@faena/contracts';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { correctVehicleRequest } from '../api/vehicle-requests.api';

type FormInput = z.input<typeof CorrectVehicleRequestBodySchema>;

interface Props {
  request: VehicleRequestRow;
  onCorrected: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  correct?: (body: CorrectVehicleRequestBody) => Promise<CommandResult>;
}

/** The form over the observed request (a past start moves to today); a valid submit corrects it. */
function useCorrectForm({ request, onCorrected, correct = correctVehicleRequest }: Props) {
  const { t } = useTranslation('vehicleRequests');
  const form = useForm<FormInput, unknown, CorrectVehicleRequestBody>({
    resolver: zodResolver(CorrectVehicleRequestBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      requestId: request.requestId,
      startDate: request.startDate < today() ? today() : request.startDate,
      endDate: request.endDate,
      observation: request.observation,
    },
  });
  const err = (name: keyof FormInput) => fieldError(t, form.formState.errors[name]);
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onCorrected(await correct(body));
    } catch (e) {
      notifyError(e);
    }
  });
  return { form, err, onValid };
}

/**
 * An observed vehicle request corrected by its applicant: what the approver said, then the period
 * and the observation (the vehicle and the contract stay: another request names others). It goes
 * back to Pendiente in the approvers' queue.
 */
export function CorrectVehicleRequestForm(props: Props) {
  const { t } = useTranslation('vehicleRequests');
  const { form, err, onValid } = useCorrectForm(props);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="correct-vehicle-request-form">
      <Stack>
        <ObservedVehicle request={props.request} />
        <PeriodFields
          control={form.control}
          start="startDate"
          end="endDate"
          labels={{ start: t('form.startDate'), end: t('form.endDate') }}
          errors={{ start: err('startDate'), end: err('endDate') }}
          minDate={today()}
          boundEnd
          testIdPrefix="correct-vehicle"
        />
        <Textarea
          label={t('form.observation')}
          autosize
          minRows={2}
          error={err('observation')}
          data-testid="correct-vehicle-observation"
          {...form.register('observation')}
        />
        <CorrectActions onCancel={props.onCancel} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** What the approver said, and which vehicle and contract the request names. */
function ObservedVehicle({ request }: { request: VehicleRequestRow }) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <>
      {request.lastComment && (
        <Alert color="orange" title={t('correct.observed')} data-testid="correct-vehicle-comment">
          {request.lastComment}
        </Alert>
      )}
      <Text size="sm">
        {t('correct.what', {
          plate: request.plate,
          type: request.vehicleType,
          contract: request.contractCode,
        })}
      </Text>
    </>
  );
}

function CorrectActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={submitting} data-testid="correct-vehicle-submit">
        {t('correct.submit')}
      </Button>
    </Group>
  );
}
