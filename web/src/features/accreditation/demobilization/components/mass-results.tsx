import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MassDemobilizationRow } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { approveDemobilizations, inChunks } from '../api/mass-demobilization.api';
import { ReleasedList } from './released-list';

interface Props {
  /** the rows of the mass registration, keyed by person */
  rows: MassDemobilizationRow[];
  names: Map<string, string>;
  /** the caller may approve (request.decide): the bulk approval is offered */
  canApprove: boolean;
  approve?: typeof approveDemobilizations;
}

/** Bulk approval progress: how many demobilizations are done of how many. */
export function MassProgress({
  done,
  total,
  label,
}: {
  done: number;
  total: number;
  label: string;
}) {
  return (
    <Stack gap={4} data-testid="mass-progress">
      <Text size="sm">{label}</Text>
      <Progress value={total === 0 ? 0 : (done / total) * 100} aria-label={label} />
    </Stack>
  );
}

/** Approves the registered demobilizations in chunks (one command id), with the progress counted. */
function useBulkApproval(registered: string[], approve: Props['approve'] = approveDemobilizations) {
  const [commandId] = useState(newCommandId);
  const [progress, setProgress] = useState<number | null>(null);
  const [approved, setApproved] = useState<Map<string, MassDemobilizationRow>>(new Map());
  const run = async () => {
    setProgress(0);
    try {
      const answered = await inChunks(
        registered,
        (demobilizationIds) => approve({ commandId, demobilizationIds, comment: '' }),
        setProgress,
      );
      setApproved(new Map(answered.map((a) => [a.key, a])));
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  };
  return { progress, approved, run };
}

/**
 * Each worker's outcome of a mass demobilization (its code, or the reason it was refused) and,
 * for an approver, the bulk approval of the registered ones with a progress bar; once approved,
 * each row lists what its cascade released.
 */
export function MassResults({ rows, names, canApprove, approve }: Props) {
  const { t } = useTranslation('demobilization');
  const registered = rows.flatMap((r) => (r.ok ? [r.demobilizationId] : []));
  const { progress, approved, run } = useBulkApproval(registered, approve);
  return (
    <Stack data-testid="mass-results">
      <OutcomeTable rows={rows} names={names} approved={approved} />
      {progress !== null && (
        <MassProgress
          done={progress}
          total={registered.length}
          label={t('mass.approving', { done: progress, total: registered.length })}
        />
      )}
      {canApprove && registered.length > 0 && approved.size === 0 && (
        <Group justify="flex-end">
          <Button onClick={() => void run()} loading={progress !== null} data-testid="mass-approve">
            {t('mass.approveAll', { count: registered.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface OutcomeProps extends Pick<Props, 'rows' | 'names'> {
  approved: Map<string, MassDemobilizationRow>;
}

/** A line per worker: the name, the code or the refusal, and what its approval released. */
function OutcomeTable({ rows, names, approved }: OutcomeProps) {
  const { t } = useTranslation('demobilization');
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('mass.worker')}</Table.Th>
          <Table.Th>{t('mass.outcome')}</Table.Th>
          <Table.Th>{t('mass.released')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`mass-row-${row.key}`}>
            <Table.Td>{names.get(row.key) ?? row.key}</Table.Td>
            <Table.Td>
              <RegistrationCell row={row} />
            </Table.Td>
            <Table.Td>
              {row.ok && <ApprovalCell outcome={approved.get(row.demobilizationId)} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RegistrationCell({ row }: { row: MassDemobilizationRow }) {
  if (row.ok)
    return (
      <Badge color="green" variant="light">
        {row.code}
      </Badge>
    );
  return (
    <Text size="sm" c="red">
      {row.message}
    </Text>
  );
}

function ApprovalCell({ outcome }: { outcome: MassDemobilizationRow | undefined }) {
  if (!outcome) return null;
  if (!outcome.ok)
    return (
      <Text size="xs" c="red">
        {outcome.message}
      </Text>
    );
  return <ReleasedList released={outcome.released ?? []} testId={`released-${outcome.key}`} />;
}
