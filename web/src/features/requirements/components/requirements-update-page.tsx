import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateRequirementsBody } from '@faena/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { notifyError } from '../../../lib/notify';
import { listRequirementTypes, updateRequirements } from '../api/requirements.api';
import { companyOptions } from '../api/reference-lists.api';
import type { RequirementUpdateOutcome } from '@faena/contracts';
import { RequirementsUpdateForm } from './requirements-update-form';
import { UpdateResults } from './update-results';
import { usePickOptions } from './use-pick-options';

const PERSON_TYPES = {
  skip: 0,
  take: 1000,
  sort: JSON.stringify([{ selector: 'description', desc: false }]),
  filter: JSON.stringify([['entity', '=', 'P'], 'and', ['active', '=', true]]),
};
const personTypeOptions = () =>
  listRequirementTypes(PERSON_TYPES).then((page) =>
    page.data.map((ty) => ({ value: ty.code, label: ty.description })),
  );

type Done = { results: RequirementUpdateOutcome[]; names: Map<string, string> };

/** Runs an update: how many workers while it runs, then each one's outcome with their names. */
function useRunUpdate() {
  const [running, setRunning] = useState<number | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const submit = async (body: UpdateRequirementsBody, names: Map<string, string>) => {
    setDone(null);
    setRunning(body.personIds.length);
    try {
      const { results } = await updateRequirements(body);
      setDone({ results, names });
    } catch (err) {
      notifyError(err);
    } finally {
      setRunning(null);
    }
  };
  return { running, done, submit };
}

/** While the update runs: how many workers it is updating, and a moving bar. */
function UpdateProgress({ count }: { count: number }) {
  const { t } = useTranslation('requirements');
  return (
    <Stack gap={4} data-testid="update-progress">
      <Text size="sm">{t('update.running', { count })}</Text>
      <Progress value={100} animated striped aria-label={t('update.running', { count })} />
    </Stack>
  );
}

/** Requirements update (/requisito/actualizacion): one requirement's new document for many workers. */
export function RequirementsUpdatePage() {
  const { t } = useTranslation('requirements');
  const companies = usePickOptions(companyOptions);
  const types = usePickOptions(personTypeOptions);
  const { running, done, submit } = useRunUpdate();
  return (
    <Stack data-testid="requirements-update-page">
      <PageHeading title={t('update.title')} subtitle={t('update.subtitle')} />
      <Paper withBorder p="md">
        <RequirementsUpdateForm companies={companies} types={types} onSubmit={submit} />
      </Paper>
      {running !== null && <UpdateProgress count={running} />}
      {done && (
        <Paper withBorder p="md">
          <UpdateResults results={done.results} workerName={(id) => done.names.get(id) ?? id} />
        </Paper>
      )}
    </Stack>
  );
}
