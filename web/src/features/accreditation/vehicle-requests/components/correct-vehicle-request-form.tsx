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

/**
 * An observed vehicle request corrected by its applicant: what the approver said, then the period
 * and the observation (the vehicle and the contract stay: another request names others). It goes
 * back to Pendiente in the approvers' queue.
 */
export function CorrectVehicleRequestForm({
  request,
  onCorrected,
  onCancel,
  correct = correctVehicleRequest,
}: Props) {
  const { t } = useTranslation('vehicleRequests');
  const { control, handleSubmit, register, formState } = useForm<
    FormInput,
    unknown,
    CorrectVehicleRequestBody
  >({
    resolver: zodResolver(CorrectVehicleRequestBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      requestId: request.requestId,
      startDate: request.startDate < today() ? today() : request.startDate,
      endDate: request.endDate,
      observation: request.observation,
    },
  });
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name]);
  const onValid = handleSubmit(async (body) => {
    try {
      await onCorrected(await correct(body));
    } catch (e) {
      notifyError(e);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="correct-vehicle-request-form">
      <Stack>
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
        <PeriodFields
          control={control}
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
          {...register('observation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            data-testid="correct-vehicle-submit"
          >
            {t('correct.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
