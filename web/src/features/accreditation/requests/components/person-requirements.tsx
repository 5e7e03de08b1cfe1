import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestRequirement, RequestRequirementState } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { listPersonRequirements } from '../api/requests.api';

const STATE_COLORS: Record<RequestRequirementState, string> = {
  missing: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  lapsed: 'orange',
};

/** Where the person's documents are uploaded (the requirements screen, the person preselected). */
export const uploadLink = (personId: string) =>
  `/requisito/documentos?persona=${encodeURIComponent(personId)}`;

/** The requirements of the person for the contract (read again when either changes). */
function usePersonRequirements(personId: string, contractId: string) {
  const [list, setList] = useState<RequestRequirement[]>([]);
  useEffect(() => {
    let live = true;
    listPersonRequirements(personId, contractId)
      .then((l) => live && setList(l))
      .catch((err: unknown) => notifyError(err, 'load'));
    return () => {
      live = false;
    };
  }, [personId, contractId]);
  return list;
}

interface Props {
  personId: string;
  contractId: string;
}

/**
 * The requirements that apply to the chosen person and contract, each with its state and a link
 * to upload its document: the request is sent only with the requester's ones present.
 */
export function PersonRequirements({ personId, contractId }: Props) {
  const { t } = useTranslation('requests');
  const list = usePersonRequirements(personId, contractId);
  if (list.length === 0) return null;
  return (
    <Stack gap={4} data-testid="request-requirements">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('requirements.title')}
        </Text>
        <Anchor
          component={Link}
          to={uploadLink(personId)}
          size="sm"
          data-testid="request-requirements-upload"
        >
          {t('requirements.upload')}
        </Anchor>
      </Group>
      {list.map((r) => (
        <RequirementItem key={r.code} r={r} />
      ))}
    </Stack>
  );
}

/** A requirement (marked when the approver provides it) and its state. */
function RequirementItem({ r }: { r: RequestRequirement }) {
  const { t } = useTranslation('requests');
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`request-requirement-${r.code}`}>
      <Text size="sm">
        {r.description}
        {r.kind === 'A' && (
          <Text span size="xs" c="dimmed">{` · ${t('requirements.byApprover')}`}</Text>
        )}
      </Text>
      <Badge color={STATE_COLORS[r.state]} data-testid={`request-requirement-state-${r.code}`}>
        {t(`requirements.state.${r.state}`)}
      </Badge>
    </Group>
  );
}
