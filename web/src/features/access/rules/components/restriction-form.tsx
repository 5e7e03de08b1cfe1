import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddRestrictionBodySchema,
  type AddRestrictionBody,
  type CommandResult,
  type ZoneRow,
} from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { addRestriction } from '../api/access-rules.api';
import {
  RestrictionPlaceFields,
  RestrictionWhatFields,
  RestrictionWhenFields,
  type RestrictionFormInput,
  type RestrictionFormState,
} from './restriction-fields';

interface Props {
  personId: string;
  zones: ZoneRow[];
  /** the restriction-types catalogue's active items */
  types: Array<{ value: string; label: string }>;
  onSaved: (result: CommandResult) => Promise<void> | void;
}

/** The restriction's form state; added, it clears for the next one (same zone and dates). */
function useRestrictionForm({ personId, onSaved }: Props): {
  form: RestrictionFormState;
  onValid: ReturnType<RestrictionFormState['handleSubmit']>;
} {
  const form = useForm<RestrictionFormInput, unknown, AddRestrictionBody>({
    resolver: zodResolver(AddRestrictionBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId,
      code: '',
      restrictionType: '',
      zoneId: '',
      fullDay: true,
      startDate: today(),
      endDate: today(),
      active: true,
    },
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await addRestriction(body));
      form.reset({ ...body, commandId: newCommandId(), code: '' });
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

/** A restriction of the person at a zone (or one of its doors): whole days, or between two times. */
export function RestrictionForm(props: Props) {
  const { t } = useTranslation('accessRules');
  const { form, onValid } = useRestrictionForm(props);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="restriction-form">
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap">
          <RestrictionWhatFields form={form} types={props.types} />
          <RestrictionPlaceFields form={form} zones={props.zones} />
        </Group>
        <RestrictionWhenFields form={form} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            data-testid="restriction-submit"
          >
            {t('people.restrict')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
