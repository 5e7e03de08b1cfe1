import { Alert, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
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

type CorrectForm = UseFormReturn<CorrectVisitInput, unknown, CorrectVisitBody>;
type ErrorOf = (name: keyof CorrectVisitInput) => string | undefined;

/** The form over the observed visit (a past start moves to today); a valid submit corrects it. */
function useCorrectVisitForm({ visit, onCorrected, correct = correctVisit }: Props) {
  const { t } = useTranslation('visits');
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
  const err: ErrorOf = (name) => fieldError(t, form.formState.errors[name] as never);
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
 * An observed visit corrected by its requester: what the approver said, then the zones, the days
 * and the observation, as they were; the host and visitors stay (another visit names others).
 */
export function CorrectVisitForm(props: Props) {
  const { t } = useTranslation('visits');
  const { form, err, onValid } = useCorrectVisitForm(props);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="correct-visit-form">
      <Stack>
        <ObservedVisit visit={props.visit} />
        <CorrectZones form={form} loadZones={props.loadZones} error={err('zoneIds')} />
        <CorrectWhen form={form} err={err} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            data-testid="correct-visit-submit"
          >
            {t('correct.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the approver said, and who the visit is for. */
function ObservedVisit({ visit }: { visit: VisitRow }) {
  const { t } = useTranslation('visits');
  return (
    <>
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
    </>
  );
}

interface ZonesProps {
  form: CorrectForm;
  loadZones: Props['loadZones'];
  error: string | undefined;
}

/** The zones (the client's, loaded once). */
function CorrectZones({ form, loadZones = listVisitZones, error }: ZonesProps) {
  const { t } = useTranslation('visits');
  const [zones, setZones] = useState<VisitZone[]>([]);
  useEffect(() => {
    loadZones().then(setZones, notifyError);
  }, [loadZones]);
  return (
    <Controller
      control={form.control}
      name="zoneIds"
      render={({ field }) => (
        <MultiSelect
          label={t('form.zones')}
          required
          data={zones.map((z) => ({ value: z.zoneId, label: z.name }))}
          value={field.value}
          onChange={field.onChange}
          error={error}
          searchable
          data-testid="correct-visit-zones"
        />
      )}
    />
  );
}

/** The days (bounded by the client's maximum) and the observation. */
function CorrectWhen({ form, err }: { form: CorrectForm; err: ErrorOf }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <PeriodFields
        control={form.control}
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
    </>
  );
}
