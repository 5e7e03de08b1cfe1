import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkCompanyData, ContractRow } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listPickedOptions, type PickedOptions } from '../../requests/api/request-options.api';
import { listContracts } from '../../requests/api/requests.api';

type ContractOption = ContractRow & { companyName?: string };

interface Props {
  value: BulkCompanyData;
  onChange: (value: BulkCompanyData) => void;
  onNext: () => void;
}

/** The client's contracts and the profile and place lists to pick from. */
function useCompanyChoices() {
  const [contracts, setContracts] = useState<ContractOption[]>([]);
  const [options, setOptions] = useState<PickedOptions | null>(null);
  useEffect(() => {
    listContracts().then(setContracts, notifyError);
    listPickedOptions().then(setOptions, notifyError);
  }, []);
  return { contracts, options };
}

/** The lists picked from the options: the profile and the place. */
const PICKED = ['profile', 'place'] as const;

/** Tab 1: the client is the user's; the contract (and so the company), the profile and the place. */
export function CompanyTab({ value, onChange, onNext }: Props) {
  const { t } = useTranslation('bulk');
  const { contracts, options } = useCompanyChoices();
  const complete = Object.values(value).every((v) => v !== '');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContractFields contracts={contracts} value={value} onChange={onChange} />
        {PICKED.map((name) => (
          <Select
            key={name}
            label={t(`company.${name}`)}
            data={options?.[name] ?? []}
            value={value[name] || null}
            onChange={(v) => onChange({ ...value, [name]: v ?? '' })}
            searchable
            required
            data-testid={`bulk-${name}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={onNext} disabled={!complete} data-testid="bulk-company-next">
          {t('company.next')}
        </Button>
      </Group>
    </>
  );
}

interface ContractProps extends Omit<Props, 'onNext'> {
  contracts: ContractOption[];
}

/** The user's client, the contract, and the company it belongs to (shown, not chosen). */
function ContractFields({ contracts, value, onChange }: ContractProps) {
  const { t } = useTranslation('bulk');
  const client = useSession((s) => s.user?.profile.clientName ?? '');
  const chosen = contracts.find((c) => c.contractId === value.contractId);
  return (
    <>
      <TextInput label={t('company.client')} value={client} readOnly data-testid="bulk-client" />
      <Select
        label={t('company.contract')}
        data={contracts.map((c) => ({ value: c.contractId, label: c.code }))}
        value={value.contractId || null}
        onChange={(v) => {
          const contract = contracts.find((c) => c.contractId === v);
          onChange({ ...value, contractId: v ?? '', companyId: contract?.companyId ?? '' });
        }}
        searchable
        required
        data-testid="bulk-contract"
      />
      <TextInput
        label={t('company.company')}
        value={chosen?.companyName ?? value.companyId}
        readOnly
        data-testid="bulk-company"
      />
    </>
  );
}
