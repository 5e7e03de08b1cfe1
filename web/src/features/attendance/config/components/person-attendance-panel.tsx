import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  ApplyJustificationBodySchema,
  AssignPersonAttendanceBodySchema,
  type ApplyJustificationBody,
  type AssignPersonAttendanceBody,
  type AttendanceCompanyRow,
  type AttendancePersonRow,
  type CommandResult,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { formatDate, plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import {
  applyJustification,
  assignPerson,
  withdrawJustification,
} from '../api/attendance-config.api';
import type { AttendanceOptions } from './use-attendance-options';

type AssignInput = z.input<typeof AssignPersonAttendanceBodySchema>;
type ApplyInput = z.input<typeof ApplyJustificationBodySchema>;
type Option = { value: string; label: string };
const optionsOf = (l: Array<{ code: string; description: string }>): Option[] =>
  l.map((x) => ({ value: x.code, label: `${x.code} · ${x.description}` }));

interface Props {
  row: AttendancePersonRow;
  company: AttendanceCompanyRow | undefined;
  options: AttendanceOptions;
  onChanged: (result: CommandResult) => Promise<void> | void;
}

/**
 * A person's attendance: the company's warning when it lacks payroll groups or special
 * conditions, the assignment form, the assignments, and the justifications applied (withdraw, apply).
 */
export function PersonAttendancePanel({ row, company, options, onChanged }: Props) {
  const { t } = useTranslation('attendanceConfig');
  const withdraw = async (justificationId: string) => {
    try {
      await onChanged(
        await withdrawJustification({
          commandId: newCommandId(),
          personId: row.personId,
          justificationId,
        }),
      );
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Stack data-testid="person-attendance-panel">
      <div>
        <Text fw={600}>{row.fullName}</Text>
        <Text size="sm" c="dimmed">
          {row.documentType} {row.documentNumber} · {row.companyName}
        </Text>
      </div>
      {!row.companyConfigured && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          data-testid="company-without-configuration"
        >
          {t('attendance:companyWithoutConfiguration')}
        </Alert>
      )}
      <Title order={2} size="h5">
        {t('people.assignTitle')}
      </Title>
      <AssignForm row={row} company={company} options={options} onChanged={onChanged} />
      {row.assignments.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table fz="sm" withTableBorder data-testid="person-assignments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.payrollGroup')}</Table.Th>
                <Table.Th>{t('people.specialCondition')}</Table.Th>
                <Table.Th>{t('people.schedule')}</Table.Th>
                <Table.Th>{t('people.regime')}</Table.Th>
                <Table.Th>{t('people.validity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.assignments.map((a) => (
                <Table.Tr key={a.assignmentId}>
                  <Table.Td>{a.payrollGroupCode}</Table.Td>
                  <Table.Td>{a.specialConditionCode ?? '—'}</Table.Td>
                  <Table.Td>{a.scheduleCode}</Table.Td>
                  <Table.Td>
                    {a.regime ? `${a.regimeId} (${a.regime.workDays}×${a.regime.restDays})` : '—'}
                  </Table.Td>
                  <Table.Td>
                    {formatDate(a.startDate)} – {formatDate(a.endDate)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Divider />
      <Title order={2} size="h5">
        {t('people.justificationsTitle')}
      </Title>
      {row.justifications.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('people.noJustifications')}
        </Text>
      ) : (
        <Stack gap={4} data-testid="person-justifications">
          {row.justifications.map((j) => (
            <Group key={j.justificationId} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {formatDate(j.date)} · {j.justificationCode} ·{' '}
                {j.hours === null ? t('people.wholeDay') : t('people.hours', { n: j.hours })}
                {j.observation ? ` · ${j.observation}` : ''}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => void withdraw(j.justificationId)}
                data-testid={`withdraw-${j.justificationId}`}
              >
                {t('people.withdraw')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <ApplyForm row={row} options={options} onChanged={onChanged} />
    </Stack>
  );
}

function AssignForm({ row, company, options, onChanged }: Props) {
  const { t } = useTranslation('attendanceConfig');
  const current = row.current;
  const form = useForm<AssignInput, unknown, AssignPersonAttendanceBody>({
    resolver: zodResolver(AssignPersonAttendanceBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: row.personId,
      payrollGroupCode: current?.payrollGroupCode ?? '',
      specialConditionCode: current?.specialConditionCode ?? null,
      scheduleCode: current?.scheduleCode ?? '',
      regimeId: current?.regimeId ?? null,
      startDate: today(),
      endDate: plusDays(today(), 365),
    },
  });
  const { control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await onChanged(await assignPerson(body));
      reset({ ...body, commandId: newCommandId() });
    } catch (err) {
      notifyError(err);
    }
  });
  const select = (
    name: 'payrollGroupCode' | 'specialConditionCode' | 'scheduleCode' | 'regimeId',
    data: Option[],
    required: boolean,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`people.${name}`)}
          required={required}
          clearable={!required}
          searchable
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? (required ? '' : null))}
          error={fieldError(t, errors[name])}
          data-testid={`assign-${name}`}
        />
      )}
    />
  );
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="assign-form">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          {select('payrollGroupCode', optionsOf(company?.payrollGroups ?? []), true)}
          {select('specialConditionCode', optionsOf(company?.specialConditions ?? []), false)}
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          {select('scheduleCode', options.schedules, true)}
          {select('regimeId', options.regimes, false)}
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            control={control}
            name="startDate"
            label={t('common.startDate')}
            required
            error={fieldError(t, errors.startDate)}
            testId="assign-start"
          />
          <DateField
            control={control}
            name="endDate"
            label={t('common.endDate')}
            required
            error={fieldError(t, errors.endDate)}
            testId="assign-end"
          />
        </Group>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={formState.isSubmitting}
            disabled={!row.companyConfigured}
            data-testid="assign-submit"
          >
            {t('people.assign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ApplyForm({ row, options, onChanged }: Omit<Props, 'company'>) {
  const { t } = useTranslation('attendanceConfig');
  const form = useForm<ApplyInput, unknown, ApplyJustificationBody>({
    resolver: zodResolver(ApplyJustificationBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: row.personId,
      date: today(),
      justificationCode: '',
      hours: null,
      observation: '',
    },
  });
  const { control, register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await onChanged(await applyJustification(body));
      reset({ ...body, commandId: newCommandId(), observation: '' });
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="apply-form">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <Controller
            control={control}
            name="justificationCode"
            render={({ field }) => (
              <Select
                label={t('people.justificationType')}
                required
                searchable
                data={options.justificationTypes}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.justificationCode)}
                data-testid="apply-type"
              />
            )}
          />
          <DateField
            control={control}
            name="date"
            label={t('people.date')}
            required
            error={fieldError(t, errors.date)}
            testId="apply-date"
          />
          <Controller
            control={control}
            name="hours"
            render={({ field }) => (
              <NumberInput
                label={t('people.hoursLabel')}
                description={t('people.hoursHint')}
                min={0.25}
                max={24}
                step={0.25}
                decimalScale={2}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                error={fieldError(t, errors.hours)}
                data-testid="apply-hours"
              />
            )}
          />
        </Group>
        <Textarea
          label={t('people.observation')}
          autosize
          minRows={2}
          error={fieldError(t, errors.observation)}
          data-testid="apply-observation"
          {...register('observation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="apply-submit">
            {t('people.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
