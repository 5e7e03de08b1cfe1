import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttendancePersonRow } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { withdrawJustification } from '../api/attendance-config.api';
import { AssignForm, type AssignFormProps } from './person-assign-form';
import { ApplyForm } from './person-apply-form';
import { AssignmentsTable, JustificationsList } from './person-attendance-lists';

type Props = AssignFormProps;

/**
 * A person's attendance: the company's warning when it lacks payroll groups or special
 * conditions, the assignment form, the assignments, and the justifications applied (withdraw, apply).
 */
export function PersonAttendancePanel({ row, company, options, onChanged }: Props) {
  const { t } = useTranslation('attendanceConfig');
  const withdraw = useWithdraw(row, onChanged);
  return (
    <Stack data-testid="person-attendance-panel">
      <PersonHeader row={row} />
      <Title order={2} size="h5">
        {t('people.assignTitle')}
      </Title>
      <AssignForm row={row} company={company} options={options} onChanged={onChanged} />
      <AssignmentsTable assignments={row.assignments} />
      <Divider />
      <Title order={2} size="h5">
        {t('people.justificationsTitle')}
      </Title>
      <JustificationsList
        justifications={row.justifications}
        onWithdraw={(id) => void withdraw(id)}
      />
      <ApplyForm row={row} options={options} onChanged={onChanged} />
    </Stack>
  );
}

/** The person's name, document and company, and the warning when the company is not configured. */
function PersonHeader({ row }: { row: AttendancePersonRow }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <>
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
    </>
  );
}

/** Withdraw one of the person's justifications (errors are notified). */
function useWithdraw(row: AttendancePersonRow, onChanged: Props['onChanged']) {
  return async (justificationId: string) => {
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
}
