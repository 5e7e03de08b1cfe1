import { Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRequirement, RequirementStatusRow } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listRequestRequirements, reviewRequirement } from '../api/approvals.api';
import { RequirementLine } from './requirement-line';

interface Props {
  requestId: string;
  personId: string;
  /** the caller holds requirements.review: the approve and reject buttons show */
  canReview: boolean;
}

/** The request's requirements, reloaded when a document of the person changes; `review` approves or rejects. */
function useRequestRequirements(requestId: string, personId: string) {
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
  return { list, review };
}

/**
 * The requirements of a request on the approval screen: each with its document (download), its
 * state and, while it waits for review, approve and reject (the reason asked inline). Live: a
 * document of the person reviewed by someone else, or a new one uploaded, reloads the list.
 */
export function RequirementReview({ requestId, personId, canReview }: Props) {
  const { t } = useTranslation('approvals');
  const { list, review } = useRequestRequirements(requestId, personId);
  if (list === null) return null;
  if (list.length === 0) return <NoRequirements />;
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

function NoRequirements() {
  const { t } = useTranslation('approvals');
  return (
    <Text size="sm" c="dimmed" data-testid="requirements-none">
      {t('requirements.none')}
    </Text>
  );
}
