import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CorrectMarkBodySchema,
  VoidMarkBodySchema,
  type CommandResult,
  type CorrectMarkBody,
  type MarkRow,
  type VoidMarkBody,
} from '@faena/contracts';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { formatDate } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { correctMark, voidMark } from '../api/marks.api';

interface Props {
  mark: MarkRow;
  onDone: (result: CommandResult) => Promise<void>;
  onCancel: () => void;
}

const Summary = ({ mark }: { mark: MarkRow }) => (
  <Text size="sm" c="dimmed">
    {mark.personName} · {formatDate(mark.date)} {mark.hour} · {mark.zoneName} / {mark.doorName}
  </Text>
);

type CorrectInput = z.input<typeof CorrectMarkBodySchema>;
type CorrectFormState = UseFormReturn<CorrectInput, unknown, CorrectMarkBody>;

/** The correction's form state (the mark's hour, mode and reason) and its submit. */
function useCorrectMarkForm({ mark, onDone }: Props) {
  const form = useForm<CorrectInput, unknown, CorrectMarkBody>({
    resolver: zodResolver(CorrectMarkBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: mark.subjectId,
      markId: mark.markId,
      hour: mark.hour,
      mode: mark.mode,
      reason: mark.reason,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onDone(await correctMark(values));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, submit };
}

/** The mark's mode, S or N. */
function CorrectModeField({ form }: { form: CorrectFormState }) {
  const { t } = useTranslation('marks');
  return (
    <Controller
      control={form.control}
      name="mode"
      render={({ field }) => (
        <SegmentedControl
          value={field.value}
          onChange={field.onChange}
          data={[
            { value: 'S', label: t('mode.S') },
            { value: 'N', label: t('mode.N') },
          ]}
          data-testid="correct-mode"
        />
      )}
    />
  );
}

/** The corrected hour and the reason for the correction. */
function CorrectHourAndReason({ form }: { form: CorrectFormState }) {
  const { t } = useTranslation('marks');
  const errors = form.formState.errors;
  return (
    <>
      <TextInput
        type="time"
        label={t('form.hour')}
        required
        {...form.register('hour')}
        error={fieldError(t, errors.hour)}
        data-testid="correct-hour"
      />
      <CorrectModeField form={form} />
      <Textarea
        label={t('form.reason')}
        required
        autosize
        minRows={2}
        {...form.register('reason')}
        error={fieldError(t, errors.reason)}
        data-testid="correct-reason"
      />
    </>
  );
}

/** Corrects a manual mark's hour, mode and reason (the server refuses automatic marks). */
export function CorrectMarkForm(props: Props) {
  const { t } = useTranslation('marks');
  const { form, submit } = useCorrectMarkForm(props);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="correct-mark-form">
      <Stack>
        <Summary mark={props.mark} />
        <CorrectHourAndReason form={form} />
        <FormButtons
          cancel={t('form.cancel')}
          save={t('form.save')}
          onCancel={props.onCancel}
          saving={form.formState.isSubmitting}
          saveTestId="correct-submit"
        />
      </Stack>
    </form>
  );
}

/** The voiding's form state (the reason) and its submit. */
function useVoidMarkForm({ mark, onDone }: Props) {
  const form = useForm<z.input<typeof VoidMarkBodySchema>, unknown, VoidMarkBody>({
    resolver: zodResolver(VoidMarkBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: mark.subjectId,
      markId: mark.markId,
      reason: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onDone(await voidMark(values));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, submit };
}

/** Cancel, and the red Void button (loading while it saves). */
function VoidButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('marks');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" color="red" loading={saving} data-testid="void-submit">
        {t('actions.void')}
      </Button>
    </Group>
  );
}

/** Voids (deletes) a manual mark, with the reason. */
export function VoidMarkForm(props: Props) {
  const { t } = useTranslation('marks');
  const { form, submit } = useVoidMarkForm(props);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="void-mark-form">
      <Stack>
        <Summary mark={props.mark} />
        <Textarea
          label={t('form.voidReason')}
          required
          autosize
          minRows={2}
          {...form.register('reason')}
          error={fieldError(t, form.formState.errors.reason)}
          data-testid="void-reason"
        />
        <VoidButtons onCancel={props.onCancel} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
