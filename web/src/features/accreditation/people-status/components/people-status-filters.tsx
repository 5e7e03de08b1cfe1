import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEOPLE_STATUSES, type PeopleStatusFilters } from '@faena/contracts';

interface Props {
  value: PeopleStatusFilters;
  onChange: (next: PeopleStatusFilters) => void;
}

const text = (v: string) => (v.trim() === '' ? undefined : v);

/** The screen's filters: status, contract, company and a text (name or document). */
export function PeopleStatusFiltersBar({ value, onChange }: Props) {
  const { t } = useTranslation('peopleStatus');
  const statuses = PEOPLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label={t('filters.text')}
        value={value.text ?? ''}
        onChange={(e) => onChange({ ...value, text: text(e.currentTarget.value) })}
        data-testid="people-status-text"
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={statuses}
        value={value.status ?? null}
        clearable
        onChange={(s) => onChange({ ...value, status: s ?? undefined })}
        data-testid="people-status-status"
      />
      <TextInput
        label={t('filters.contract')}
        value={value.contractId ?? ''}
        onChange={(e) => onChange({ ...value, contractId: text(e.currentTarget.value) })}
        data-testid="people-status-contract"
      />
      <TextInput
        label={t('filters.company')}
        value={value.companyId ?? ''}
        onChange={(e) => onChange({ ...value, companyId: text(e.currentTarget.value) })}
        data-testid="people-status-company"
      />
    </Group>
  );
}
