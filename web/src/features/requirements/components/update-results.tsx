import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequirementUpdateOutcome } from '@faena/contracts';

interface Props {
  results: RequirementUpdateOutcome[];
  /** the worker's name as the picker showed it */
  workerName: (personId: string) => string;
}

/** Updated, or refused with the reason in the user's language (the server's text otherwise). */
function Outcome({ result: r }: { result: RequirementUpdateOutcome }) {
  const { t } = useTranslation('requirements');
  return (
    <>
      <Badge color={r.updated ? 'green' : 'red'} variant="light">
        {t(r.updated ? 'update.updated' : 'update.refused')}
      </Badge>
      {!r.updated && (
        <Text size="sm" c="red" data-testid={`update-reason-${r.personId}`}>
          {t(`errors:${r.code}`, { defaultValue: r.message })}
        </Text>
      )}
    </>
  );
}

/** Each worker's outcome of a requirements update: updated, or refused with the server's reason. */
export function UpdateResults({ results, workerName }: Props) {
  const { t } = useTranslation('requirements');
  const updated = results.filter((r) => r.updated).length;
  return (
    <>
      <Text data-testid="update-summary">
        {t('update.summary', { updated, refused: results.length - updated })}
      </Text>
      <Table data-testid="update-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('update.worker')}</Table.Th>
            <Table.Th>{t('update.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((r) => (
            <Table.Tr key={r.personId} data-testid={`update-result-${r.personId}`}>
              <Table.Td>{workerName(r.personId)}</Table.Td>
              <Table.Td>
                <Outcome result={r} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
