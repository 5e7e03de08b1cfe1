import { Badge, Button, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkIssue, BulkRowStatus, BulkRowView } from '@faena/contracts';

const PAGE = 50;
const COLOR: Record<BulkRowStatus, string> = {
  loaded: 'gray',
  observed: 'orange',
  successful: 'teal',
  processed: 'blue',
};

/** An issue as the user reads it: the column's name and the rule's message. */
export function useIssueText() {
  const { t } = useTranslation('bulk');
  return (issue: BulkIssue) => `${t(`columns.${issue.field}`, issue.field)}: ${t(issue.message)}`;
}

interface Props {
  rows: readonly BulkRowView[];
  /** processed rows show their request code; the others their issues and a fix button */
  processed?: boolean;
  onFix?: (row: BulkRowView) => void;
}

/** A page of a batch's rows: row number, person, status, and the issues or the request's code. */
export function BulkRows({ rows, processed = false, onFix }: Props) {
  const { t } = useTranslation('bulk');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);
  if (rows.length === 0) return <Text c="dimmed">{t('grid.empty')}</Text>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid={processed ? 'bulk-processed' : 'bulk-rows'}>
          <BulkHead processed={processed} />
          <Table.Tbody>
            {shown.map((r) => (
              <BulkRowLine key={r.row} r={r} processed={processed} onFix={onFix} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />}
    </Stack>
  );
}

function BulkHead({ processed }: { processed: boolean }) {
  const { t } = useTranslation('bulk');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('grid.row')}</Table.Th>
        <Table.Th>{t('grid.document')}</Table.Th>
        <Table.Th>{t('grid.person')}</Table.Th>
        <Table.Th>{t('grid.status')}</Table.Th>
        <Table.Th>{processed ? t('grid.code') : t('grid.issues')}</Table.Th>
        {!processed && <Table.Th />}
      </Table.Tr>
    </Table.Thead>
  );
}

interface LineProps {
  r: BulkRowView;
  processed: boolean;
  onFix: Props['onFix'];
}

/** A row: number, document, person, status, then its code (processed) or its issues and fix. */
function BulkRowLine({ r, processed, onFix }: LineProps) {
  const { t } = useTranslation('bulk');
  return (
    <Table.Tr data-testid={`bulk-row-${String(r.row)}`} data-status={r.status}>
      <Table.Td>{r.row}</Table.Td>
      <Table.Td>{`${r.values.documentType} ${r.values.documentNumber}`}</Table.Td>
      <Table.Td>{`${r.values.names} ${r.values.surnames}`.trim()}</Table.Td>
      <Table.Td>
        <Badge color={COLOR[r.status]}>{t(`status.${r.status}`)}</Badge>
      </Table.Td>
      <Table.Td>{processed ? r.code : <RowIssues issues={r.issues} />}</Table.Td>
      {!processed && (
        <Table.Td>
          {r.status === 'observed' && onFix && (
            <Button
              size="compact-xs"
              onClick={() => onFix(r)}
              data-testid={`bulk-fix-${String(r.row)}`}
            >
              {t('grid.fix')}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** A row's issues, one line each, as the user reads them. */
export function RowIssues({ issues }: { issues: readonly BulkIssue[] }) {
  const issueText = useIssueText();
  return issues.map((i) => (
    <Text key={`${i.field}-${i.message}`} size="sm" c="orange.8">
      {issueText(i)}
    </Text>
  ));
}
