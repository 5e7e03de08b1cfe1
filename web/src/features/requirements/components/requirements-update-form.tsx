import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickOption } from '../api/reference-lists.api';
import {
  UpdateDatesAndFile,
  UpdatePeopleFields,
  UpdateRequirementSelect,
} from './requirements-update-form.fields';
import { useUpdateForm, type UpdateSubmit } from './use-requirements-update-form';

interface Props {
  companies: PickOption[];
  types: PickOption[];
  /** the body, and the chosen workers' names by id (for the result list) */
  onSubmit: UpdateSubmit;
}

/**
 * A requirements update (domain spec §1, §3, §5): the companies, their workers (at least one),
 * the requirement, the four dates and the PDF, validated with the contracts' schema.
 */
export function RequirementsUpdateForm({ companies, types, onSubmit }: Props) {
  const { t } = useTranslation('requirements');
  const update = useUpdateForm(onSubmit);
  return (
    <form onSubmit={(e) => void update.submit(e)} noValidate data-testid="requirements-update-form">
      <Stack gap="sm">
        <UpdatePeopleFields update={update} companies={companies} />
        <UpdateRequirementSelect update={update} types={types} />
        <UpdateDatesAndFile update={update} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={update.form.formState.isSubmitting}
            data-testid="update-submit"
          >
            {t('update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
