import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SaveCompanyAttendanceBodySchema,
  type AttendanceCompanyRow,
  type CommandResult,
  type SaveCompanyAttendanceBody,
} from '@faena/contracts';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { configureCompany } from '../api/attendance-config.api';
import { CodeList, type CompanyConfigInput } from './company-config-code-list';

interface Props {
  row: AttendanceCompanyRow;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof configureCompany;
}

const LISTS = ['payrollGroups', 'specialConditions'] as const;

/** A company's payroll groups and special conditions (code + description lists). */
export function CompanyConfigForm(props: Props) {
  const { t } = useTranslation('attendanceConfig');
  const { form, onValid } = useCompanyConfigForm(props);
  const { control, register, formState } = form;
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="company-config-form">
      <Stack>
        <Text fw={600}>{props.row.name}</Text>
        {LISTS.map((name) => (
          <CodeList
            key={name}
            name={name}
            control={control}
            register={register}
            errors={formState.errors[name]}
          />
        ))}
        <FormButtons
          cancel={t('common.cancel')}
          save={t('common.save')}
          onCancel={props.onCancel}
          saving={formState.isSubmitting}
          saveTestId="company-config-submit"
        />
      </Stack>
    </form>
  );
}

/** The form over the company's lists, and its submit (save, then hand the result over). */
function useCompanyConfigForm({ row, onSaved, save = configureCompany }: Props) {
  const form = useForm<CompanyConfigInput, unknown, SaveCompanyAttendanceBody>({
    resolver: zodResolver(SaveCompanyAttendanceBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      companyId: row.companyId,
      payrollGroups: row.payrollGroups,
      specialConditions: row.specialConditions,
    },
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await save(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}
