import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_STATUSES } from '@faena/contracts';
import type { CredentialFilters, IdentificationOptions } from '../api/identification.api';
import { FilterBar } from '../../../components/forms/filter-bar';

interface Props {
  options: IdentificationOptions;
  filters: CredentialFilters;
  onFilter: (key: keyof CredentialFilters) => (v: string | null) => void;
  text: string;
  onText: (text: string) => void;
}

/** Company, person or document, type, status and printed. */
export function CredentialsFilters({ options, filters, onFilter, text, onText }: Props) {
  const { t } = useTranslation('identification');
  return (
    <FilterBar mb="sm">
      <Select
        label={t('filters.company')}
        data={options.companies}
        value={filters.companyId ?? null}
        onChange={onFilter('companyId')}
        clearable
        searchable
        data-testid="filter-company"
      />
      <TextInput
        label={t('filters.person')}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        data-testid="filter-person"
      />
      <CodeFilters options={options} filters={filters} onFilter={onFilter} />
    </FilterBar>
  );
}

/** Type, status and printed. */
function CodeFilters({ options, filters, onFilter }: Omit<Props, 'text' | 'onText'>) {
  const { t } = useTranslation('identification');
  return (
    <>
      <Select
        label={t('filters.type')}
        data={options.credentialTypes.map(({ value, label }) => ({ value, label }))}
        value={filters.credentialType ?? null}
        onChange={onFilter('credentialType')}
        clearable
        data-testid="filter-type"
      />
      <Select
        label={t('filters.status')}
        data={CREDENTIAL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={filters.status ?? null}
        onChange={onFilter('status')}
        clearable
        data-testid="filter-status"
      />
      <PrintedFilter filters={filters} onFilter={onFilter} />
    </>
  );
}

function PrintedFilter({ filters, onFilter }: Pick<Props, 'filters' | 'onFilter'>) {
  const { t } = useTranslation('identification');
  return (
    <Select
      label={t('filters.printed')}
      data={[
        { value: 'S', label: t('printed.S') },
        { value: 'N', label: t('printed.N') },
      ]}
      value={filters.printed ?? null}
      onChange={onFilter('printed')}
      clearable
      data-testid="filter-printed"
    />
  );
}
