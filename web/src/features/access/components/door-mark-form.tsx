import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MarkDoorBodySchema,
  type DoorType,
  type MarkDoorBody,
  type MarkOutcome,
  type ZoneRow,
} from '@faena/contracts';
import { PersonField } from '../../../components/person-picker/person-field';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { markDoor } from '../api/access.api';

type FormInput = z.input<typeof MarkDoorBodySchema>;
const fresh = (): FormInput => ({
  commandId: newCommandId(),
  personId: '',
  doorId: '',
  direction: 'E',
});

interface Props {
  zones: ZoneRow[];
  /** read your writes: the board reloads at the mark's position before the outcome shows */
  onMarked: (outcome: MarkOutcome) => Promise<void>;
}

/** Marks a door for a person (entry or exit; the direction is asked only on two-way doors). */
export function DoorMarkForm({ zones, onMarked }: Props) {
  const { t } = useTranslation('access');
  const [personName, setPersonName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<(MarkOutcome & { personName: string }) | null>(null);
  const doors = useMemo(
    () =>
      new Map(zones.flatMap((z) => z.doors.map((d) => [d.doorId, d.type] as [string, DoorType]))),
    [zones],
  );
  const options = zones.map((z) => ({
    group: z.name,
    items: z.doors.map((d) => ({
      value: d.doorId,
      label: `${d.name} (${t(`doorType.${d.type}`)})`,
    })),
  }));
  const { control, handleSubmit, setValue, watch, reset, formState } = useForm<
    FormInput,
    unknown,
    MarkDoorBody
  >({
    resolver: zodResolver(MarkDoorBodySchema),
    defaultValues: fresh(),
  });
  const doorType = doors.get(watch('doorId'));

  const submit = handleSubmit(async (values) => {
    const direction = doorType === 'A' ? values.direction : doorType === 'S' ? 'S' : 'E';
    try {
      const result = await markDoor({ ...values, direction });
      await onMarked(result);
      setOutcome({ ...result, personName: personName ?? '' });
      reset({ ...fresh(), doorId: values.doorId, direction: values.direction });
      setPersonName(null);
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <Paper withBorder p="md" data-testid="door-mark-form">
      <Text fw={600} mb="sm">
        {t('mark.title')}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <PersonField
            label={t('mark.person')}
            personName={personName}
            error={fieldError(t, formState.errors.personId)}
            testId="mark-person"
            onChange={(p) => {
              setPersonName(p.fullName);
              setValue('personId', p.personId, { shouldValidate: true });
            }}
          />
          <Controller
            control={control}
            name="doorId"
            render={({ field }) => (
              <Select
                label={t('mark.door')}
                data={options}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, formState.errors.doorId)}
                required
                data-testid="mark-door"
              />
            )}
          />
          {doorType === 'A' && (
            <Controller
              control={control}
              name="direction"
              render={({ field }) => (
                <SegmentedControl
                  value={field.value ?? 'E'}
                  onChange={field.onChange}
                  data={[
                    { value: 'E', label: t('mark.entry') },
                    { value: 'S', label: t('mark.exit') },
                  ]}
                  data-testid="mark-direction"
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting} data-testid="mark-submit">
              {t('mark.submit')}
            </Button>
          </Group>
          {outcome && <MarkResult outcome={outcome} />}
        </Stack>
      </form>
    </Paper>
  );
}

function MarkResult({ outcome }: { outcome: MarkOutcome & { personName: string } }) {
  const { t } = useTranslation('access');
  return outcome.granted ? (
    <Alert
      color="green"
      icon={<IconCircleCheck />}
      title={t('mark.granted')}
      data-testid="mark-result"
      data-granted="true"
    >
      {outcome.personName}
    </Alert>
  ) : (
    <Alert
      color="red"
      icon={<IconCircleX />}
      title={t('mark.denied')}
      data-testid="mark-result"
      data-granted="false"
    >
      {outcome.personName} · {outcome.reason ? t(`reason.${outcome.reason}`) : ''}
      {outcome.requirement && (
        <Text size="sm" fw={600} data-testid="mark-requirement">
          {outcome.requirement.expiresOn
            ? t('mark.documentExpired', {
                description: outcome.requirement.description,
                date: formatDate(outcome.requirement.expiresOn),
              })
            : t('mark.document', { description: outcome.requirement.description })}
        </Text>
      )}
    </Alert>
  );
}
