import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Control, Controller, type UseFormReset, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_PARAMETER_DEFAULTS,
  ClientParametersSchema,
  ENDOWMENT_POLICIES,
  type ClientParameters,
  type CommandResult,
  type SaveClientParametersBody,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import {
  getClientParameters as getCall,
  saveClientParameters as saveCall,
} from '../api/client-parameters.api';

interface Props {
  load?: typeof getCall;
  save?: (body: SaveClientParametersBody) => Promise<CommandResult>;
}

type ParametersControl = Control<ClientParameters>;
type ErrorOf = (name: keyof ClientParameters) => string | undefined;

/** Loads the stored parameters into the form once; true when they are in. */
function useStoredParameters(load: typeof getCall, reset: UseFormReset<ClientParameters>) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    load()
      .then((answer) => {
        if (!live) return;
        reset(answer.parameters);
        setLoaded(true);
      })
      .catch((err: unknown) => notifyError(err, 'load'));
    return () => {
      live = false;
    };
  }, [load, reset]);
  return loaded;
}

/** The form over the stored parameters: loaded once, saved with a fresh command id. */
function useParametersForm({ load = getCall, save = saveCall }: Props) {
  const { t } = useTranslation('system');
  const form = useForm<ClientParameters>({
    resolver: zodResolver(ClientParametersSchema),
    defaultValues: CLIENT_PARAMETER_DEFAULTS,
  });
  const loaded = useStoredParameters(load, form.reset);
  const onValid = form.handleSubmit(async (parameters) => {
    try {
      await save({ commandId: newCommandId(), parameters });
      notifySuccess(t('parameters.saved'));
    } catch (err) {
      notifyError(err, 'save');
    }
  });
  const err: ErrorOf = (name) => fieldError(t, form.formState.errors[name]);
  return { form, loaded, onValid, err };
}

/** /sistema/parametros: the client's parameters (visit maximum days, endowment policy). */
export function ClientParametersPage(props: Props) {
  const { t } = useTranslation('system');
  const { form, loaded, onValid, err } = useParametersForm(props);
  return (
    <Stack data-testid="client-parameters-page">
      <Title order={1} size="h2">
        {t('parameters.title')}
      </Title>
      <Text c="dimmed">{t('parameters.subtitle')}</Text>
      <Paper withBorder p="md" maw={520}>
        <form onSubmit={(e) => void onValid(e)} noValidate>
          <Stack>
            <VisitMaxDaysField control={form.control} err={err} />
            <EndowmentPolicyField control={form.control} err={err} />
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!loaded}
                loading={form.formState.isSubmitting}
                data-testid="param-save"
              >
                {t('parameters.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** How many days a visit may last at most. */
function VisitMaxDaysField({ control, err }: { control: ParametersControl; err: ErrorOf }) {
  const { t } = useTranslation('system');
  return (
    <Controller
      control={control}
      name="visitMaxDays"
      render={({ field }) => (
        <NumberInput
          label={t('parameters.visitMaxDays')}
          description={t('parameters.visitMaxDaysHint')}
          value={field.value}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
          allowDecimal={false}
          error={err('visitMaxDays')}
          data-testid="param-visit-max-days"
        />
      )}
    />
  );
}

/** What a request does when the worker's endowment falls short. */
function EndowmentPolicyField({ control, err }: { control: ParametersControl; err: ErrorOf }) {
  const { t } = useTranslation('system');
  return (
    <Controller
      control={control}
      name="endowmentPolicy"
      render={({ field }) => (
        <Select
          label={t('parameters.endowmentPolicy')}
          data={ENDOWMENT_POLICIES.map((p) => ({ value: p, label: t(`parameters.policy.${p}`) }))}
          value={field.value}
          onChange={(v) => field.onChange(v ?? 'refuse')}
          allowDeselect={false}
          error={err('endowmentPolicy')}
          data-testid="param-endowment-policy"
        />
      )}
    />
  );
}
