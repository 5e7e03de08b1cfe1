import { Button, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, type CommandResult, type ContractAddendum } from '@faena/contracts';
import { DateBox } from '../../../components/forms/date-field';
import { newCommandId } from '../../../lib/command-id';
import { formatDate, today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { addContractAddendum, type Row } from '../api/administration.api';
import { FilterBar } from '../../../components/forms/filter-bar';

interface Props {
  contract: Row;
  done: (r: CommandResult, key: string) => void;
}

/** Addendums: each extends the end date and/or the endowment; the list is the contract's history of them. */
export function AddendumTab({ contract, done }: Props) {
  const list = (contract.addendums as ContractAddendum[] | undefined) ?? [];
  return (
    <Stack>
      <AddendumTable list={list} />
      <AddendumForm contract={contract} done={done} />
    </Stack>
  );
}

const HEADERS = ['field.date', 'field.reason', 'field.endDate', 'field.quota'] as const;

function AddendumTable({ list }: { list: ContractAddendum[] }) {
  const { t } = useTranslation('administration');
  return (
    <Table withTableBorder fz="sm" data-testid="addendum-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          {HEADERS.map((key) => (
            <Table.Th key={key}>{t(key)}</Table.Th>
          ))}
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
  );
}

/** The draft addendum, and saving it for today. */
function useAddendumDraft({ contract, done }: Props) {
  const [newEndDate, setEnd] = useState(textOf(contract.endDate));
  const [newQuota, setQuota] = useState<number>(Number(contract.quota ?? 0));
  const [reason, setReason] = useState('');
  const save = () =>
    addContractAddendum({
      commandId: newCommandId(),
      contractId: contract.contractId,
      newEndDate,
      newQuota,
      reason,
      date: today(),
    }).then((r) => done(r, 'addendumAdded'), notifyError);
  return { newEndDate, setEnd, newQuota, setQuota, reason, setReason, save };
}

/** A new addendum: the new end date and endowment (the contract's by default) and the reason. */
function AddendumForm(props: Props) {
  const { t } = useTranslation('administration');
  const draft = useAddendumDraft(props);
  return (
    <FilterBar>
      <DateBox
        label={t('field.newEndDate')}
        value={draft.newEndDate}
        onChange={draft.setEnd}
        testId="addendum-end"
      />
      <QuotaInput value={draft.newQuota} onChange={draft.setQuota} />
      <TextInput
        label={t('field.reason')}
        value={draft.reason}
        onChange={(e) => draft.setReason(e.currentTarget.value)}
        miw={260}
        data-testid="addendum-reason"
      />
      <Button onClick={() => void draft.save()} data-testid="addendum-save">
        {t('action.addAddendum')}
      </Button>
    </FilterBar>
  );
}

/** The contract's new endowment: a whole number from 0. */
function QuotaInput({ value, onChange }: { value: number; onChange: (quota: number) => void }) {
  const { t } = useTranslation('administration');
  return (
    <NumberInput
      label={t('field.newQuota')}
      value={value}
      onChange={(v) => onChange(Number(v) || 0)}
      min={0}
      data-testid="addendum-quota"
    />
  );
}
