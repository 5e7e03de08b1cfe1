import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRequirement, RequestRequirementState } from '@faena/contracts';
import { openDownloaded } from '../../../../lib/files';
import { notifyError } from '../../../../lib/notify';
import { downloadRequirementDocument } from '../api/approvals.api';

const STATE_COLORS: Record<RequestRequirementState, string> = {
  missing: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  lapsed: 'orange',
};

interface LineProps {
  requirement: RequestRequirement;
  requestId: string;
  canReview: boolean;
  onReview: (docId: string, reason?: string) => Promise<void>;
}

/** A requirement: description and kind, state, its document, and (pending) approve or reject. */
export function RequirementLine({ requirement: r, requestId, canReview, onReview }: LineProps) {
  const { t } = useTranslation('approvals');
  const docId = r.docId;
  return (
    <Table.Tr data-testid={`requirement-${r.code}`}>
      <Table.Td>
        <Text size="sm">{r.description}</Text>
        <Text size="xs" c="dimmed">
          {t(`requirements.kind.${r.kind}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StateBadge requirement={r} />
      </Table.Td>
      <Table.Td>
        {docId !== null && <RequirementFile requestId={requestId} docId={docId} requirement={r} />}
      </Table.Td>
      <Table.Td>
        {canReview && docId !== null && r.state === 'pending' && (
          <ReviewActions code={r.code} onReview={(reason) => onReview(docId, reason)} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function StateBadge({ requirement: r }: { requirement: RequestRequirement }) {
  const { t } = useTranslation('approvals');
  return (
    <Badge
      color={STATE_COLORS[r.state]}
      miw="max-content"
      data-testid={`requirement-state-${r.code}`}
    >
      {t(`requirements.state.${r.state}`)}
    </Badge>
  );
}

interface FileProps {
  requestId: string;
  docId: string;
  requirement: RequestRequirement;
}

/** The requirement's document, downloaded and opened in a new window. */
function RequirementFile({ requestId, docId, requirement }: FileProps) {
  const open = () =>
    void openDownloaded(() => downloadRequirementDocument(requestId, docId)).catch((err: unknown) =>
      notifyError(err, 'load'),
    );
  return (
    <Anchor size="sm" onClick={open} data-testid={`requirement-file-${requirement.code}`}>
      {requirement.fileName}
    </Anchor>
  );
}

interface ReviewProps {
  code: string;
  onReview: (reason?: string) => Promise<void>;
}

/** Approve, or reject: the reason is asked inline before the rejection is sent. */
function ReviewActions({ code, onReview }: ReviewProps) {
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState<string | null>(null);
  if (reason !== null)
    return <RejectReason code={code} reason={reason} onReason={setReason} onReview={onReview} />;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        color="green"
        onClick={() => void onReview()}
        data-testid={`requirement-approve-${code}`}
      >
        {t('requirements.approve')}
      </Button>
      <Button
        size="compact-xs"
        color="red"
        variant="light"
        onClick={() => setReason('')}
        data-testid={`requirement-reject-${code}`}
      >
        {t('requirements.reject')}
      </Button>
    </Group>
  );
}

interface ReasonProps extends ReviewProps {
  reason: string;
  onReason: (reason: string) => void;
}

function RejectReason({ code, reason, onReason, onReview }: ReasonProps) {
  const { t } = useTranslation('approvals');
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        placeholder={t('requirements.reason')}
        value={reason}
        onChange={(e) => onReason(e.currentTarget.value)}
        data-testid={`requirement-reason-${code}`}
      />
      <Button
        size="compact-xs"
        color="red"
        disabled={reason.trim() === ''}
        onClick={() => void onReview(reason.trim())}
        data-testid={`requirement-reject-confirm-${code}`}
      >
        {t('requirements.reject')}
      </Button>
    </Group>
  );
}
