import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequirementDocumentRow, RequirementTypeRow } from '@faena/contracts';
import { formatDate } from '../../../lib/format';
import { STATUS_COLORS } from './requirement-columns';

interface RowProps {
  type: RequirementTypeRow;
  latest: RequirementDocumentRow | undefined;
}

/** A type: its latest document's state and expiry, or that there is none. */
function SummaryRow({ type, latest }: RowProps) {
  const { t } = useTranslation('requirements');
  return (
    <Table.Tr data-testid={`summary-${type.code}`}>
      <Table.Td>{type.description}</Table.Td>
      <Table.Td>
        {latest ? (
          <Badge color={STATUS_COLORS[latest.status]} variant="light" miw="max-content">
            {t(`status.${latest.status}`)}
          </Badge>
        ) : (
          <Text c="dimmed" size="sm">
            {t('documents.noDocument')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{latest ? formatDate(latest.expiresOn) : ''}</Table.Td>
    </Table.Tr>
  );
}

/** The person's requirements for the caller's client: one row per type with its latest document. */
export function RequirementSummary({
  types,
  documents,
}: {
  types: RequirementTypeRow[];
  documents: RequirementDocumentRow[];
}) {
  return (
    <Table data-testid="requirement-summary">
      <Table.Tbody>
        {types.map((type) => (
          <SummaryRow
            key={type.code}
            type={type}
            latest={documents.find((d) => d.typeCode === type.code)}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
