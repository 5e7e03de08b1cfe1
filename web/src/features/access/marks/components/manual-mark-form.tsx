import { Group, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ManualMarkBodySchema,
  type ManualMarkBody,
  type MarkOutcome,
  type ZoneRow,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { PersonField } from '../../../../components/person-picker/person-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { registerManualMark } from '../api/marks.api';

type FormInput = z.input<typeof ManualMarkBodySchema>;
type ManualFormState = UseFormReturn<FormInput, unknown, ManualMarkBody>;

interface Props {
  zones: ZoneRow[];
  onSaved: (outcome: MarkOutcome) => Promise<void>;
  onCancel: () => void;
}

/** The mode a one-way door decides (an entry door records entries); a two-way door asks. */
const ONE_WAY_MODE = new Map<string, 'S' | 'N'>([
  ['E', 'S'],
  ['S', 'N'],
]);

/** Each door's type by its id. */
const doorTypesOf = (zones: ZoneRow[]) =>
  new Map(zones.flatMap((z) => z.doors.map((d) => [d.doorId, d.type] as const)));

/** The doors as options grouped by zone, each labelled with its type. */
const doorOptionsOf = (zones: ZoneRow[]) =>
  zones.map((z) => ({
    group: z.name,
    items: z.doors.map((d) => ({ value: d.doorId, label: `${d.name} (${d.type})` })),
  }));

/** The manual mark's form state and its submit. */
function useManualMarkForm(onSaved: Props['onSaved']) {
  const form = useForm<FormInput, unknown, ManualMarkBody>({
    resolver: zodResolver(ManualMarkBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: '',
      doorId: '',
      date: siteToday(),
      hour: '',
      mode: 'S',
      reason: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSaved(await registerManualMark(values));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, submit };
}

/** The person marked, picked by name or document. */
function ManualPersonField({ form }: { form: ManualFormState }) {
  const { t } = useTranslation('marks');
  const [personName, setPersonName] = useState<string | null>(null);
  return (
    <PersonField
      label={t('form.person')}
      personName={personName}
      error={fieldError(t, form.formState.errors.personId)}
      testId="manual-person"
      onChange={(p) => {
        setPersonName(p.fullName);
        form.setValue('personId', p.personId, { shouldValidate: true });
      }}
    />
  );
}

/** The door, grouped by zone; a one-way door sets the mode. */
function ManualDoorField({ form, zones }: { form: ManualFormState; zones: ZoneRow[] }) {
  const { t } = useTranslation('marks');
  const doorTypes = doorTypesOf(zones);
  const choose = (v: string | null) => {
    const mode = ONE_WAY_MODE.get((v && doorTypes.get(v)) || '');
    if (mode) form.setValue('mode', mode);
  };
  return (
    <Controller
      control={form.control}
      name="doorId"
      render={({ field }) => (
        <Select
          label={t('form.door')}
          data={doorOptionsOf(zones)}
          value={field.value || null}
          onChange={(v) => {
            field.onChange(v ?? '');
            choose(v);
          }}
          error={fieldError(t, form.formState.errors.doorId)}
          required
          data-testid="manual-door"
        />
      )}
    />
  );
}

/** The site's date (today at most) and the hour. */
function ManualWhenFields({ form }: { form: ManualFormState }) {
  const { t } = useTranslation('marks');
  return (
    <Group grow align="flex-start">
      <DateField
        control={form.control}
        name="date"
        label={t('form.date')}
        maxDate={siteToday()}
        required
        testId="manual-date"
      />
      <TextInput
        type="time"
        label={t('form.hour')}
        required
        {...form.register('hour')}
        error={fieldError(t, form.formState.errors.hour)}
        data-testid="manual-hour"
      />
    </Group>
  );
}

/** Entry or exit; fixed by a one-way door. */
function ManualModeField({ form, zones }: { form: ManualFormState; zones: ZoneRow[] }) {
  const { t } = useTranslation('marks');
  const doorId = useWatch({ control: form.control, name: 'doorId' });
  const oneWay = ONE_WAY_MODE.has(doorTypesOf(zones).get(doorId) ?? '');
  return (
    <Controller
      control={form.control}
      name="mode"
      render={({ field }) => (
        <SegmentedControl
          value={field.value}
          onChange={field.onChange}
          disabled={oneWay}
          data={[
            { value: 'S', label: t('mode.S') },
            { value: 'N', label: t('mode.N') },
          ]}
          data-testid="manual-mode"
        />
      )}
    />
  );
}

/** A supervisor's mark by hand: person, door, the site's date and hour, entry or exit, and why. */
export function ManualMarkForm({ zones, onSaved, onCancel }: Props) {
  const { t } = useTranslation('marks');
  const { form, submit } = useManualMarkForm(onSaved);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="manual-mark-form">
      <Stack>
        <ManualPersonField form={form} />
        <ManualDoorField form={form} zones={zones} />
        <ManualWhenFields form={form} />
        <ManualModeField form={form} zones={zones} />
        <Textarea
          label={t('form.reason')}
          required
          autosize
          minRows={2}
          {...form.register('reason')}
          error={fieldError(t, form.formState.errors.reason)}
          data-testid="manual-reason"
        />
        <FormButtons
          cancel={t('form.cancel')}
          save={t('form.save')}
          onCancel={onCancel}
          saving={form.formState.isSubmitting}
          saveTestId="manual-submit"
        />
      </Stack>
    </form>
  );
}
