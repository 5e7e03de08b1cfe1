import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEOPLE_STATUSES, type PeopleStatusFilters } from '@faena/contracts';
import { FilterBar } from '../../../../components/forms/filter-bar';

interface Props {
  value: PeopleStatusFilters;
  onChange: (next: PeopleStatusFilters) => void;
}

const text = (v: string) => (v.trim() === '' ? undefined : v);

/** The filters typed as text (the status is a list). */
const TEXT_FILTERS = ['contractId', 'companyId'] as const;
const TEXT_LABELS = { contractId: 'contract', companyId: 'company' } as const;

/** The screen's filters: status, contract, company and a text (name or document). */
export function PeopleStatusFiltersBar({ value, onChange }: Props) {
  const { t } = useTranslation('peopleStatus');
  return (
    <FilterBar>
      <TextInput
        label={t('filters.text')}
        value={value.text ?? ''}
        onChange={(e) => onChange({ ...value, text: text(e.currentTarget.value) })}
        data-testid="people-status-text"
      />
      <StatusFilter value={value} onChange={onChange} />
      {TEXT_FILTERS.map((name) => (
        <TextInput
          key={name}
          label={t(`filters.${TEXT_LABELS[name]}`)}
          value={value[name] ?? ''}
          onChange={(e) => onChange({ ...value, [name]: text(e.currentTarget.value) })}
          data-testid={`people-status-${TEXT_LABELS[name]}`}
        />
      ))}
    </FilterBar>
  );
}

/** Accredited, blocked or not accredited; cleared, all of them. */
function StatusFilter({ value, onChange }: Props) {
  const { t } = useTranslation('peopleStatus');
  const statuses = PEOPLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <Select
      label={t('filters.status')}
      placeholder={t('filters.all')}
      data={statuses}
      value={value.status ?? null}
      clearable
      onChange={(s) => onChange({ ...value, status: s ?? undefined })}
      data-testid="people-status-status"
    />
  );
}
