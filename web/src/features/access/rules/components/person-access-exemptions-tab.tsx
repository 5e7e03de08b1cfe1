import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonAccessRow } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { revokeExemption } from '../api/access-rules.api';
import { ExemptionForm } from './exemption-form';
import {
  RemoveButton,
  RowsTable,
  period,
  useRun,
  type Changed,
  type Choice,
} from './person-access-panel.parts';

type ExemptionsTabProps = {
  row: PersonAccessRow;
  types: Choice[];
  typeName: (code: string) => string;
  onChanged: Changed;
};

/** The Exoneration tab: the requirements waived for the person (type, period), revoked, added. */
export function ExemptionsTab(props: ExemptionsTabProps) {
  const { row } = props;
  const { t } = useTranslation('accessRules');
  const run = useRun(props.onChanged);
  const revoke = (exemptionId: string) =>
    void run(revokeExemption({ commandId: newCommandId(), personId: row.personId, exemptionId }));
  return (
    <Stack gap="sm">
      <RowsTable
        minWidth={420}
        testId="exemptions-table"
        empty={row.exemptions.length === 0 && t('exemption.none')}
      >
        {row.exemptions.map((x) => (
          <Table.Tr key={x.exemptionId} data-testid={`exemption-${x.requirementCode}`}>
            <Table.Td>{x.requirementCode}</Table.Td>
            <Table.Td>{props.typeName(x.exemptionType)}</Table.Td>
            <Table.Td>{period(x.startDate, x.endDate)}</Table.Td>
            <Table.Td>
              <RemoveButton onClick={() => revoke(x.exemptionId)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ExemptionForm personId={row.personId} types={props.types} onSaved={props.onChanged} />
    </Stack>
  );
}
