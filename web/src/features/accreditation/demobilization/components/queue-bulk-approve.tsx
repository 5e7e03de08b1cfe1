import { Alert, Button, Checkbox, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DemobilizationRow, MassDemobilizationRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { approveDemobilizations, inChunks } from '../api/mass-demobilization.api';
import { MassProgress } from './mass-results';
import { ReleasedList } from './released-list';

type Col = ColumnDef<GridRow<DemobilizationRow>>;

/** The tick box of a pending row (the others have none). */
function selectColumn(
  t: TFunction<'demobilization'>,
  {
    selected,
    toggle,
  }: { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void },
): Col {
  return {
    id: 'select',
    header: () => <VisuallyHidden>{t('queueBulk.column')}</VisuallyHidden>,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.status === 'P' ? (
        <Checkbox
          size="xs"
          aria-label={t('queueBulk.select', { code: row.original.code })}
          checked={selected.has(row.original.demobilizationId)}
          onChange={(e) => toggle(row.original.demobilizationId, e.currentTarget.checked)}
          data-testid={`select-${row.original.demobilizationId}`}
        />
      ) : null,
    meta: { noExport: true },
  };
}

/** The pending rows an approver ticks in the queue, and the column that ticks them. */
export function useQueueSelection() {
  const { t } = useTranslation('demobilization');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const column = useMemo<Col>(() => selectColumn(t, { selected, toggle }), [t, selected, toggle]);
  return { selected, column, clear: () => setSelected(new Set()) };
}

interface Props {
  ids: readonly string[];
  codes: ReadonlyMap<string, string>;
  /** after the run: the grid reloads at the last answer's position */
  onDone: () => Promise<void> | void;
  approve?: typeof approveDemobilizations;
}

/** Runs the approval of the ticked rows in chunks; keeps their codes as they were when it started. */
function useQueueApproval({ ids, codes, onDone, approve = approveDemobilizations }: Props) {
  const [commandId, setCommandId] = useState(newCommandId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [answered, setAnswered] = useState<MassDemobilizationRow[] | null>(null);
  // the codes as they were when the approval started: approved rows leave the live queue (and
  // the parent's map) before the answer is shown
  const [shown, setShown] = useState<ReadonlyMap<string, string>>(new Map());
  const run = async () => {
    const total = ids.length;
    setShown(new Map(ids.flatMap((id) => (codes.has(id) ? [[id, codes.get(id) ?? id]] : []))));
    setAnswered(null);
    setProgress({ done: 0, total });
    try {
      const rows = await inChunks(
        ids,
        (demobilizationIds) => approve({ commandId, demobilizationIds, comment: '' }),
        (done) => setProgress({ done, total }),
      );
      setAnswered(rows);
      setCommandId(newCommandId()); // the next selection is a new decision
      await onDone();
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  };
  return { progress, answered, shown, run, dismiss: () => setAnswered(null) };
}

/**
 * Approves the ticked demobilizations together, in chunks with a progress bar (one commandId:
 * a retry after a failed chunk approves nothing twice); then lists what each cascade released.
 */
export function QueueBulkApprove(props: Props) {
  const { t } = useTranslation('demobilization');
  const { progress, answered, shown, run, dismiss } = useQueueApproval(props);
  return (
    <Stack gap="xs">
      <Button
        size="xs"
        disabled={props.ids.length === 0}
        loading={progress !== null}
        onClick={() => void run()}
        data-testid="queue-approve-selected"
      >
        {t('queueBulk.approve', { count: props.ids.length })}
      </Button>
      {progress && <MassProgress {...progress} label={t('mass.approving', progress)} />}
      {answered && <ApprovalResult answered={answered} shown={shown} onClose={dismiss} />}
    </Stack>
  );
}

type Approved = Extract<MassDemobilizationRow, { ok: true }>;
type Refused = Extract<MassDemobilizationRow, { ok: false }>;

interface ResultProps {
  answered: MassDemobilizationRow[];
  shown: ReadonlyMap<string, string>;
  onClose: () => void;
}

/** The approved rows with what each released, then the refused ones with why. */
function ApprovalResult({ answered, shown, onClose }: ResultProps) {
  const { t } = useTranslation('demobilization');
  const approved = answered.filter((r): r is Approved => r.ok);
  const refused = answered.filter((r): r is Refused => !r.ok);
  return (
    <Alert
      withCloseButton
      onClose={onClose}
      title={t('queueBulk.done', { count: approved.length })}
      data-testid="queue-approve-result"
    >
      {approved.map((r) => (
        <Stack key={r.key} gap={2} mb="xs">
          <Text size="sm" fw={600}>
            {shown.get(r.key) ?? r.code ?? r.key}
          </Text>
          <ReleasedList released={r.released ?? []} testId={`queue-released-${r.key}`} />
        </Stack>
      ))}
      {refused.map((r) => (
        <Text key={r.key} size="sm" c="red">
          {shown.get(r.key) ?? r.key}: {r.message}
        </Text>
      ))}
    </Alert>
  );
}
