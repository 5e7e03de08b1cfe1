import { Paper, Select, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '@faena/contracts';
import { RecordHistory } from '../../../components/record-history/record-history';
import { newCommandId } from '../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { listCountries, removeHoliday, setHoliday, type Row } from '../api/administration.api';
import { HolidayDraftForm, HolidayTable, type HolidayDraft } from './holiday-table';

/** The countries (the first 50), reloaded after a change once it is read. */
function useCountries() {
  const [countries, setCountries] = useState<Row[]>([]);
  const load = useCallback(
    (afterPosition?: number) =>
      listCountries({ take: 50, ...(afterPosition ? { afterPosition } : {}) } as never).then(
        (p) => setCountries(p.data),
        notifyError,
      ),
    [],
  );
  useEffect(() => void load(), [load]);
  return { countries, load };
}

/** The chosen country's holidays, and adding or removing one (then the list and history reload). */
function useHolidays(countryId: string | null) {
  const { t } = useTranslation('administration');
  const { countries, load } = useCountries();
  const [version, setVersion] = useState(0);
  const country = countries.find((c) => c.countryId === countryId);
  const holidays = (country?.holidays as Holiday[] | undefined) ?? [];
  const after = (position: number, key: string) => {
    notifySuccess(t(key));
    setVersion((v) => v + 1);
    return load(position);
  };
  const add = (holiday: HolidayDraft) =>
    setHoliday({
      commandId: newCommandId(),
      countryId,
      countryName: country?.name ?? '',
      holiday,
    }).then((r) => after(r.position, 'created'), notifyError);
  const remove = (h: Holiday) =>
    removeHoliday({ commandId: newCommandId(), countryId, day: h.day, month: h.month }).then(
      (r) => after(r.position, 'deleted'),
      notifyError,
    );
  return { countries, country, holidays, version, add, remove };
}

/** Countries and their holidays (day and month); template holidays cannot be changed or deleted. */
export function CountriesPage() {
  const { t } = useTranslation('administration');
  const canEdit = useSession((s) => (s.user ? hasPermission(s.user, 'platform.operate') : false));
  const [countryId, setCountryId] = useState<string | null>('PE');
  const { countries, country, holidays, version, add, remove } = useHolidays(countryId);
  return (
    <Stack data-testid="admin-page-countries">
      <Title order={1} size="h2">
        {t('title.countries')}
      </Title>
      <Paper withBorder p="md">
        <Select
          label={t('field.country')}
          data={countries.map((c) => ({ value: String(c.countryId), label: String(c.name) }))}
          value={countryId}
          onChange={setCountryId}
          maw={300}
          data-testid="country-select"
        />
        <HolidayTable holidays={holidays} canEdit={canEdit} onRemove={remove} />
        {canEdit && <HolidayDraftForm onAdd={add} />}
      </Paper>
      {countryId && country && <CountryHistory countryId={countryId} version={version} />}
    </Stack>
  );
}

/** The country's history; `version` reloads it after a change. */
function CountryHistory({ countryId, version }: { countryId: string; version: number }) {
  const { t } = useTranslation('administration');
  return (
    <Paper withBorder p="md">
      <Title order={5} mb="sm">
        {t('tab.history')}
      </Title>
      <RecordHistory key={`${countryId}-${version}`} stream={`catalog.country-${countryId}`} />
    </Paper>
  );
}
