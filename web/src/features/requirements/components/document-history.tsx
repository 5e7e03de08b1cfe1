import { Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequirementDocumentRow } from '@faena/contracts';
import { freshRowProps } from '../../../components/live/fresh-row';
import { formatDate } from '../../../lib/format';
import { openDownloaded } from '../../../lib/files';
import { requirementFile } from '../api/requirements.api';
import { STATUS_COLORS } from './requirement-columns';

interface Props {
  documents: RequirementDocumentRow[];
  typeName: (code: string) => string;
  canReview: boolean;
  onReview: (doc: RequirementDocumentRow, reason: string | null) => unknown;
  isFresh?: (docId: string) => boolean;
}

type ReviewProps = Pick<Props, 'onReview'> & { doc: RequirementDocumentRow };

/** The rejection's reason and the reject button, enabled once there is a reason. */
function RejectWithReason({ doc, onReview }: ReviewProps) {
  const { t } = useTranslation('requirements');
  const [reason, setReason] = useState('');
  return (
    <>
      <TextInput
        size="xs"
        placeholder={t('documents.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid={`reason-${doc.docId}`}
      />
      <Button
        size="compact-xs"
        color="red"
        variant="light"
        disabled={!reason.trim()}
        onClick={() => void onReview(doc, reason)}
        data-testid={`reject-${doc.docId}`}
      >
        {t('documents.reject')}
      </Button>
    </>
  );
}

/** A pending document's review: approve, or reject with a reason. */
function ReviewCell({ doc, onReview }: ReviewProps) {
  const { t } = useTranslation('requirements');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        color="green"
        variant="light"
        onClick={() => void onReview(doc, null)}
        data-testid={`approve-${doc.docId}`}
      >
        {t('documents.approve')}
      </Button>
      <RejectWithReason doc={doc} onReview={onReview} />
    </Group>
  );
}

type RowProps = Omit<Props, 'documents' | 'isFresh'> & {
  doc: RequirementDocumentRow;
  fresh: boolean;
};

/** The document's state (and why it was rejected), with a colour per state. */
function StatusCell({ doc }: { doc: RequirementDocumentRow }) {
  const { t } = useTranslation('requirements');
  return (
    <>
      <Badge
        color={STATUS_COLORS[doc.status]}
        variant="light"
        miw="max-content"
        data-testid={`status-${doc.docId}`}
      >
        {t(`status.${doc.status}`)}
      </Badge>
      {doc.rejectReason && <Text size="xs">{doc.rejectReason}</Text>}
    </>
  );
}

/** One document: type, state, dates, reviewer, download and (pending, for a reviewer) review. */
function DocumentRow({ doc, typeName, canReview, onReview, fresh }: RowProps) {
  const { t } = useTranslation('requirements');
  return (
    <Table.Tr data-testid={`document-${doc.docId}`} {...freshRowProps(fresh)}>
      <Table.Td>{typeName(doc.typeCode)}</Table.Td>
      <Table.Td>
        <StatusCell doc={doc} />
      </Table.Td>
      <Table.Td>{formatDate(doc.issuedOn)}</Table.Td>
      <Table.Td>{formatDate(doc.expiresOn)}</Table.Td>
      <Table.Td>{doc.reviewedBy ?? ''}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => void openDownloaded(() => requirementFile(doc.docId))}
          >
            {t('documents.download')}
          </Button>
          {canReview && doc.status === 'pending' && <ReviewCell doc={doc} onReview={onReview} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function HistoryHead() {
  const { t } = useTranslation('requirements');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.type')}</Table.Th>
        <Table.Th>{t('columns.status')}</Table.Th>
        <Table.Th>{t('columns.issuedOn')}</Table.Th>
        <Table.Th>{t('columns.expiresOn')}</Table.Th>
        <Table.Th>{t('columns.reviewedBy')}</Table.Th>
        <Table.Th />
      </Table.Tr>
    </Table.Thead>
  );
}

/** Every document of the subject, newest first: state, dates, download, and review when pending. */
export function DocumentHistory({ documents, typeName, canReview, onReview, isFresh }: Props) {
  const { t } = useTranslation('requirements');
  if (documents.length === 0) return <Text c="dimmed">{t('documents.noDocument')}</Text>;
  // six columns: on a phone the table scrolls inside its panel, the page does not
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="document-history">
        <HistoryHead />
        <Table.Tbody>
          {documents.map((doc) => (
            <DocumentRow
              key={doc.docId}
              doc={doc}
              typeName={typeName}
              canReview={canReview}
              onReview={onReview}
              fresh={isFresh?.(doc.docId) ?? false}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
