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

/** Tab 1: the client is the user's; the contract (and so the company), the profile and the place. */
export function CompanyTab({ value, onChange, onNext }: Props) {
  const { t } = useTranslation('bulk');
  const [contracts, setContracts] = useState<ContractOption[]>([]);
  const [options, setOptions] = useState<PickedOptions | null>(null);
  useEffect(() => {
    listContracts().then(setContracts, notifyError);
    listPickedOptions().then(setOptions, notifyError);
  }, []);
  const client = useSession((s) => s.user?.profile.clientName ?? '');
  const chosen = contracts.find((c) => c.contractId === value.contractId);
  const complete = Object.values(value).every((v) => v !== '');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <Select
          label={t('company.profile')}
          data={options?.profile ?? []}
          value={value.profile || null}
          onChange={(v) => onChange({ ...value, profile: v ?? '' })}
          searchable
          required
          data-testid="bulk-profile"
        />
        <Select
          label={t('company.place')}
          data={options?.place ?? []}
          value={value.place || null}
          onChange={(v) => onChange({ ...value, place: v ?? '' })}
          searchable
          required
          data-testid="bulk-place"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={onNext} disabled={!complete} data-testid="bulk-company-next">
          {t('company.next')}
        </Button>
      </Group>
    </>
  );
}
