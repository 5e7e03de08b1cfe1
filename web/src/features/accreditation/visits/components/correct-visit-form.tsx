import { Alert, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CorrectVisitBodySchema,
  type CommandResult,
  type CorrectVisitBody,
  type CorrectVisitInput,
  type VisitRow,
  type VisitZone,
} from '@faena/contracts';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { correctVisit, listVisitZones } from '../api/visits.api';

interface Props {
  visit: VisitRow;
  onCorrected: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  correct?: (body: CorrectVisitBody) => Promise<CommandResult>;
  loadZones?: () => Promise<VisitZone[]>;
}

/**
 * An observed visit corrected by its requester: what the approver said, then the zones, the days
 * and the observation, as they were; the host and visitors stay (another visit names others).
 */
export function CorrectVisitForm({
  visit,
  onCorrected,
  onCancel,
  correct = correctVisit,
  loadZones = listVisitZones,
}: Props) {
  const { t } = useTranslation('visits');
  const [zones, setZones] = useState<VisitZone[]>([]);
  useEffect(() => {
    loadZones().then(setZones, notifyError);
  }, [loadZones]);
  const form = useForm<CorrectVisitInput, unknown, CorrectVisitBody>({
    resolver: zodResolver(CorrectVisitBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      visitId: visit.visitId,
      zoneIds: visit.zoneIds,
      startDate: visit.startDate < today() ? today() : visit.startDate,
      endDate: visit.endDate,
      observation: visit.observation,
    },
  });
  const { control, handleSubmit, formState } = form;
  const err = (name: keyof CorrectVisitInput) => fieldError(t, formState.errors[name] as never);
  const onValid = handleSubmit(async (body) => {
    try {
      await onCorrected(await correct(body));
    } catch (e) {
      notifyError(e);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="correct-visit-form">
      <Stack>
        {visit.lastComment && (
          <Alert color="orange" title={t('correct.observed')} data-testid="correct-visit-comment">
            {visit.lastComment}
          </Alert>
        )}
        <Text size="sm">
          {t('correct.who', {
            host: visit.hostName,
            visitors: visit.visitors.map((v) => v.personName).join(', '),
          })}
        </Text>
        <Controller
          control={control}
          name="zoneIds"
          render={({ field }) => (
            <MultiSelect
              label={t('form.zones')}
              required
              data={zones.map((z) => ({ value: z.zoneId, label: z.name }))}
              value={field.value}
              onChange={field.onChange}
              error={err('zoneIds')}
              searchable
              data-testid="correct-visit-zones"
            />
          )}
        />
        <PeriodFields
          control={control}
          start="startDate"
          end="endDate"
          labels={{ start: t('form.startDate'), end: t('form.endDate') }}
          errors={{ start: err('startDate'), end: err('endDate') }}
          minDate={today()}
          boundEnd
          testIdPrefix="correct-visit"
        />
        <Textarea
          label={t('form.observation')}
          autosize
          minRows={2}
          data-testid="correct-visit-observation"
          {...form.register('observation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="correct-visit-submit">
            {t('correct.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
