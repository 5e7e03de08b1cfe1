import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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

/** Corrects a manual mark's hour, mode and reason (the server refuses automatic marks). */
export function CorrectMarkForm({ mark, onDone, onCancel }: Props) {
  const { t } = useTranslation('marks');
  const { control, handleSubmit, register, formState } = useForm<
    z.input<typeof CorrectMarkBodySchema>,
    unknown,
    CorrectMarkBody
  >({
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
  const submit = handleSubmit(async (values) => {
    try {
      await onDone(await correctMark(values));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="correct-mark-form">
      <Stack>
        <Summary mark={mark} />
        <TextInput
          type="time"
          label={t('form.hour')}
          required
          {...register('hour')}
          error={fieldError(t, formState.errors.hour)}
          data-testid="correct-hour"
        />
        <Controller
          control={control}
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
        <Textarea
          label={t('form.reason')}
          required
          autosize
          minRows={2}
          {...register('reason')}
          error={fieldError(t, formState.errors.reason)}
          data-testid="correct-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="correct-submit">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Voids (deletes) a manual mark, with the reason. */
export function VoidMarkForm({ mark, onDone, onCancel }: Props) {
  const { t } = useTranslation('marks');
  const { handleSubmit, register, formState } = useForm<
    z.input<typeof VoidMarkBodySchema>,
    unknown,
    VoidMarkBody
  >({
    resolver: zodResolver(VoidMarkBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: mark.subjectId,
      markId: mark.markId,
      reason: '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onDone(await voidMark(values));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="void-mark-form">
      <Stack>
        <Summary mark={mark} />
        <Textarea
          label={t('form.voidReason')}
          required
          autosize
          minRows={2}
          {...register('reason')}
          error={fieldError(t, formState.errors.reason)}
          data-testid="void-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={formState.isSubmitting}
            data-testid="void-submit"
          >
            {t('actions.void')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
