import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  documentKey,
  SubmitVisitBodySchema,
  type CommandResult,
  type SubmitVisitBody,
  type VisitZone,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { submitVisit } from '../api/visits.api';
import {
  HostField,
  VisitActions,
  VisitWhen,
  ZonesField,
  type ErrorOf,
  type FormInput,
} from './visit-form-fields';
import { emptyVisitor, VisitorList } from './visitor-list';

const emptyVisit = (hostId = ''): FormInput => ({
  commandId: newCommandId(),
  hostId,
  visitors: [emptyVisitor()],
  zoneIds: [],
  startDate: today(),
  endDate: plusDays(today(), 1),
  observation: '',
});

/** The spec's 'already on the visiting list' before sending: the first repeated document row. */
function repeatedRow(visitors: SubmitVisitBody['visitors']): number {
  const keys = visitors.map((v) => documentKey(v.documentType, v.documentNumber));
  return keys.findIndex((k, i) => keys.indexOf(k) !== i);
}

interface Props {
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel?: () => void;
  submit?: (body: SubmitVisitBody) => Promise<CommandResult>;
  loadZones?: () => Promise<VisitZone[]>;
  /** a host already chosen (the form opened from a person) */
  initialHost?: { personId: string; name: string };
}

/** The form; a valid submit refuses a repeated visitor, then sends the visit. */
function useVisitForm({ onSubmitted, submit = submitVisit, initialHost }: Props) {
  const { t } = useTranslation('visits');
  const form = useForm<FormInput, unknown, SubmitVisitBody>({
    resolver: zodResolver(SubmitVisitBodySchema),
    defaultValues: emptyVisit(initialHost?.personId),
  });
  const onValid = form.handleSubmit(async (body) => {
    const repeated = repeatedRow(body.visitors);
    if (repeated >= 0) {
      form.setError(`visitors.${repeated}.documentNumber`, {
        message: 'errors:visit.duplicateVisitor',
      });
      return;
    }
    try {
      await onSubmitted(await submit(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err: ErrorOf = (name) => fieldError(t, form.formState.errors[name] as never);
  return { form, onValid, err };
}

/** A visit request: the host (a worker), the visitors, the zones and the days. */
export function VisitForm(props: Props) {
  const { form, onValid, err } = useVisitForm(props);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="visit-form">
        <Stack>
          <HostField
            form={form}
            initialName={props.initialHost?.name ?? null}
            error={err('hostId')}
          />
          <VisitorList />
          <ZonesField form={form} loadZones={props.loadZones} error={err('zoneIds')} />
          <VisitWhen form={form} err={err} />
          <VisitActions onCancel={props.onCancel} submitting={form.formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
