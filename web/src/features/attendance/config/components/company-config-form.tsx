import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  SaveCompanyAttendanceBodySchema,
  type AttendanceCompanyRow,
  type CommandResult,
  type SaveCompanyAttendanceBody,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { configureCompany } from '../api/attendance-config.api';

type FormInput = z.input<typeof SaveCompanyAttendanceBodySchema>;
type ListName = 'payrollGroups' | 'specialConditions';

/** A company's payroll groups and special conditions (code + description lists). */
export function CompanyConfigForm(props: {
  row: AttendanceCompanyRow;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof configureCompany;
}) {
  const { row, save = configureCompany } = props;
  const { t } = useTranslation('attendanceConfig');
  const form = useForm<FormInput, unknown, SaveCompanyAttendanceBody>({
    resolver: zodResolver(SaveCompanyAttendanceBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      companyId: row.companyId,
      payrollGroups: row.payrollGroups,
      specialConditions: row.specialConditions,
    },
  });
  const { control, register, handleSubmit, formState } = form;
  const onValid = handleSubmit(async (body) => {
    try {
      await props.onSaved(await save(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="company-config-form">
      <Stack>
        <Text fw={600}>{row.name}</Text>
        {(['payrollGroups', 'specialConditions'] as const).map((name) => (
          <CodeList
            key={name}
            name={name}
            control={control}
            register={register}
            errors={formState.errors[name]}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            data-testid="company-config-submit"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeList(props: {
  name: ListName;
  control: Control<FormInput>;
  register: UseFormRegister<FormInput>;
  errors: unknown;
}) {
  const { t } = useTranslation('attendanceConfig');
  const list = useFieldArray({ control: props.control, name: props.name });
  const errors = props.errors as
    | Array<{ code?: { message?: string }; description?: { message?: string } } | undefined>
    | undefined;
  return (
    <Paper withBorder p="sm" data-testid={`list-${props.name}`}>
      <Text fw={500} mb="xs">
        {t(`companies.${props.name}`)}
      </Text>
      <Stack gap="xs">
        {list.fields.map((f, i) => (
          <Group key={f.id} align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('common.code')}
              placeholder={t('common.code')}
              w={120}
              error={fieldError(t, errors?.[i]?.code as never)}
              data-testid={`${props.name}-${i}-code`}
              {...props.register(`${props.name}.${i}.code`)}
            />
            <TextInput
              aria-label={t('common.description')}
              placeholder={t('common.description')}
              style={{ flex: 1 }}
              error={fieldError(t, errors?.[i]?.description as never)}
              data-testid={`${props.name}-${i}-description`}
              {...props.register(`${props.name}.${i}.description`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('common.remove')}
              onClick={() => list.remove(i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => list.append({ code: '', description: '' })}
          data-testid={`add-${props.name}`}
        >
          {t('companies.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
