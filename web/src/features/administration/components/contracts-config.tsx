import { Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractFormSchema,
  STREAMS,
  textOf,
  type CommandResult,
  type ContractAddendum,
} from '@faena/contracts';
import { DateBox } from '../../../components/forms/date-field';
import { newCommandId } from '../../../lib/command-id';
import { formatDate, today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { addContractAddendum, type Row } from '../api/administration.api';
import type { FieldSpec } from './field-input';
import type { MasterConfig } from './master-page';

const f = (
  name: string,
  kind: FieldSpec['kind'] = 'text',
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, kind, label: `field.${name}`, ...extra });
/** Addendums: each extends the end date and/or the endowment; the list is the contract's history of them. */
function AddendumTab({
  contract,
  done,
}: {
  contract: Row;
  done: (r: CommandResult, key: string) => void;
}) {
  const { t } = useTranslation('administration');
  const [newEndDate, setEnd] = useState(textOf(contract.endDate));
  const [newQuota, setQuota] = useState<number>(Number(contract.quota ?? 0));
  const [reason, setReason] = useState('');
  const list = (contract.addendums as ContractAddendum[] | undefined) ?? [];
  const save = () =>
    addContractAddendum({
      commandId: newCommandId(),
      contractId: contract.contractId,
      newEndDate,
      newQuota,
      reason,
      date: today(),
    }).then((r) => done(r, 'addendumAdded'), notifyError);
  return (
    <Stack>
      <Table withTableBorder fz="sm" data-testid="addendum-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('field.date')}</Table.Th>
            <Table.Th>{t('field.reason')}</Table.Th>
            <Table.Th>{t('field.endDate')}</Table.Th>
            <Table.Th>{t('field.quota')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((a) => (
            <Table.Tr key={a.addendumId} data-testid="addendum-row">
              <Table.Td>{a.number}</Table.Td>
              <Table.Td>{formatDate(a.date)}</Table.Td>
              <Table.Td>{a.reason}</Table.Td>
              <Table.Td>
                {formatDate(a.previousEndDate)} → {formatDate(a.newEndDate)}
              </Table.Td>
              <Table.Td>
                {a.previousQuota} → {a.newQuota}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="end">
        <DateBox
          label={t('field.newEndDate')}
          value={newEndDate}
          onChange={setEnd}
          testId="addendum-end"
        />
        <NumberInput
          label={t('field.newQuota')}
          value={newQuota}
          onChange={(v) => setQuota(Number(v) || 0)}
          min={0}
          data-testid="addendum-quota"
        />
        <TextInput
          label={t('field.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          miw={260}
          data-testid="addendum-reason"
        />
        <Button onClick={() => void save()} data-testid="addendum-save">
          {t('action.addAddendum')}
        </Button>
      </Group>
    </Stack>
  );
}

export const CONTRACTS_CONFIG: MasterConfig = {
  resource: 'contracts',
  title: 'title.contracts',
  idKey: 'contractId',
  streamOf: STREAMS.contract,
  columns: [
    { field: 'code', label: 'field.code', filter: { type: 'text' } },
    { field: 'companyName', label: 'field.company', filter: { type: 'text' } },
    { field: 'subject', label: 'field.subject', filter: { type: 'text' } },
    {
      field: 'startDate',
      label: 'field.startDate',
      text: (r) => formatDate(textOf(r.startDate)),
    },
    { field: 'endDate', label: 'field.endDate', text: (r) => formatDate(textOf(r.endDate)) },
    { field: 'quota', label: 'field.quota' },
  ],
  sections: [
    {
      key: 'contract',
      fields: [
        f('code', 'text', { required: true, fixed: true }),
        f('companyId', 'select', { required: true, options: 'companies', label: 'field.company' }),
        f('clientCompanyId', 'select', { options: 'companies' }),
        f('contractorCompanyId', 'select', { options: 'companies' }),
        f('subcontractorIds', 'tags'),
        f('type'),
        f('subject', 'text', { required: true }),
        f('divisionId', 'select', { required: true, options: 'divisions' }),
        f('startDate', 'date', { required: true }),
        f('endDate', 'date', { required: true }),
        f('quota', 'number', { required: true }),
      ],
    },
    {
      key: 'operation',
      fields: [
        f('organizationalUnit'),
        f('costCenter'),
        f('operator1'),
        f('operator2'),
        f('services', 'tags'),
        f('vehicles', 'bool'),
      ],
    },
  ],
  schema: ContractFormSchema,
  defaults: {
    code: '',
    companyId: '',
    clientCompanyId: '',
    contractorCompanyId: '',
    subcontractorIds: [],
    type: '',
    subject: '',
    divisionId: 'DIV-NORTE',
    startDate: '',
    endDate: '',
    organizationalUnit: '',
    costCenter: '',
    operator1: '',
    operator2: '',
    services: [],
    vehicles: false,
  },
  extraTabs: [
    { key: 'addendums', render: (record, done) => <AddendumTab contract={record} done={done} /> },
  ],
};
