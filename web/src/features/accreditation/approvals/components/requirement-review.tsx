import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RequestRequirement,
  RequestRequirementState,
  RequirementStatusRow,
} from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { openDownloaded } from '../../../../lib/files';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import {
  downloadRequirementDocument,
  listRequestRequirements,
  reviewRequirement,
} from '../api/approvals.api';

const STATE_COLORS: Record<RequestRequirementState, string> = {
  missing: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  lapsed: 'orange',
};

interface Props {
  requestId: string;
  personId: string;
  /** the caller holds requirements.review: the approve and reject buttons show */
  canReview: boolean;
}

/**
 * The requirements of a request on the approval screen: each with its document (download), its
 * state and, while it waits for review, approve and reject (the reason asked inline). Live: a
 * document of the person reviewed by someone else, or a new one uploaded, reloads the list.
 */
export function RequirementReview({ requestId, personId, canReview }: Props) {
  const { t } = useTranslation('approvals');
  const [list, setList] = useState<RequestRequirement[] | null>(null);
  const load = useCallback(
    () =>
      listRequestRequirements(requestId)
        .then(setList)
        .catch((err: unknown) => notifyError(err, 'load')),
    [requestId],
  );
  useEffect(() => void load(), [load]);
  useLiveRoom<RequirementStatusRow>(
    useRequirementsRoom(),
    (m) => {
      if (m.payload.subjectId === personId) void load();
    },
    () => load(),
  );
  const review = async (docId: string, reason?: string) => {
    try {
      await reviewRequirement(personId, docId, reason);
      await load();
    } catch (err) {
      notifyError(err);
    }
  };
  if (list === null) return null;
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="requirements-none">
        {t('requirements.none')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="requirements-review">
      <Text fw={600} size="sm">
        {t('requirements.title')}
      </Text>
      <Table>
        <Table.Tbody>
          {list.map((r) => (
            <RequirementLine
              key={r.code}
              requirement={r}
              requestId={requestId}
              canReview={canReview}
              onReview={review}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The client's requirements room (a contractor, who sees only its own company, has none). */
function useRequirementsRoom(): string | null {
  const profile = useSession((s) => s.user?.profile);
  if (!profile?.clientId || profile.companyId) return null;
  return `requirements:${profile.clientId}`;
}

interface LineProps {
  requirement: RequestRequirement;
  requestId: string;
  canReview: boolean;
  onReview: (docId: string, reason?: string) => Promise<void>;
}

function RequirementLine({ requirement: r, requestId, canReview, onReview }: LineProps) {
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState<string | null>(null);
  const docId = r.docId;
  const open = (id: string) =>
    void openDownloaded(() => downloadRequirementDocument(requestId, id)).catch((err: unknown) =>
      notifyError(err, 'load'),
    );
  const reviewable = canReview && docId !== null && r.state === 'pending';
  return (
    <Table.Tr data-testid={`requirement-${r.code}`}>
      <Table.Td>
        <Text size="sm">{r.description}</Text>
        <Text size="xs" c="dimmed">
          {t(`requirements.kind.${r.kind}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge
          color={STATE_COLORS[r.state]}
          miw="max-content"
          data-testid={`requirement-state-${r.code}`}
        >
          {t(`requirements.state.${r.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {docId !== null && (
          <Anchor size="sm" onClick={() => open(docId)} data-testid={`requirement-file-${r.code}`}>
            {r.fileName}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        {reviewable && reason === null && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              color="green"
              onClick={() => void onReview(docId)}
              data-testid={`requirement-approve-${r.code}`}
            >
              {t('requirements.approve')}
            </Button>
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              onClick={() => setReason('')}
              data-testid={`requirement-reject-${r.code}`}
            >
              {t('requirements.reject')}
            </Button>
          </Group>
        )}
        {reviewable && reason !== null && (
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              placeholder={t('requirements.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid={`requirement-reason-${r.code}`}
            />
            <Button
              size="compact-xs"
              color="red"
              disabled={reason.trim() === ''}
              onClick={() => void onReview(docId, reason.trim())}
              data-testid={`requirement-reject-confirm-${r.code}`}
            >
              {t('requirements.reject')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
