import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Direction, MarkOutcome } from '@faena/contracts';
import { formatDate } from '../../../lib/format';
import type { PersonCard } from '../api/guard.api';

/** What the guard is told: the server's decision, or that the mark waits to be synced. */
export type GuardDecision =
  | { kind: 'decided'; outcome: Pick<MarkOutcome, 'granted' | 'reason' | 'requirement'> }
  | { kind: 'pending' };

interface Props {
  person: PersonCard | null;
  /** what was typed or scanned, shown when the person is not known (offline) */
  code: string;
  photoUrl: string | null;
  direction: Direction;
  decision: GuardDecision;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

const look = (d: GuardDecision) =>
  d.kind === 'pending'
    ? { color: 'orange', key: 'guard.pending', Icon: IconClockPause, state: 'pending' }
    : d.outcome.granted
      ? { color: 'green', key: 'guard.granted', Icon: IconCircleCheck, state: 'granted' }
      : { color: 'red', key: 'guard.denied', Icon: IconCircleX, state: 'denied' };

type Look = ReturnType<typeof look>;

/** The answer in large type: photo (or initials), name, company, position, then the decision. */
export function DecisionCard({ person, code, photoUrl, direction, decision }: Props) {
  const { t } = useTranslation('access');
  const shown = look(decision);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderColor: `var(--mantine-color-${shown.color}-6)`, borderWidth: 3 }}
      data-testid="guard-decision"
      data-state={shown.state}
    >
      <Stack gap="sm">
        <PersonLine person={person} code={code} photoUrl={photoUrl} />
        <Verdict look={shown} />
        <Badge size="lg" variant="light" color="gray">
          {t(direction === 'E' ? 'guard.entry' : 'guard.exit')}
        </Badge>
        {decision.kind === 'decided' && <Reason outcome={decision.outcome} />}
      </Stack>
    </Paper>
  );
}

/** The photo (or the initials), the name (or the code typed), the company and the position. */
function PersonLine({ person, code, photoUrl }: Pick<Props, 'person' | 'code' | 'photoUrl'>) {
  const name = person?.fullName ?? code;
  return (
    <Group wrap="nowrap" align="center">
      <Avatar
        src={photoUrl}
        alt={name}
        size={88}
        radius="md"
        color="blue"
        data-testid="guard-avatar"
      >
        {initialsOf(person?.fullName ?? '') || '?'}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fz={24} fw={700} lh={1.2} data-testid="guard-person-name">
          {name}
        </Text>
        {person && (
          <Text fz="lg" c="dimmed" data-testid="guard-person-company">
            {person.companyName}
          </Text>
        )}
        {person?.position && <Text fz="md">{person.position}</Text>}
      </Stack>
    </Group>
  );
}

/** Granted, denied or waiting, large, in its color and with its icon. */
function Verdict({ look: { color, key, Icon, state } }: { look: Look }) {
  const { t } = useTranslation('access');
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon size={44} color={`var(--mantine-color-${color}-9)`} aria-hidden />
      <Text
        fz={state === 'pending' ? 28 : 36}
        fw={800}
        c={`${color}.9`}
        lh={1.1}
        data-testid="guard-verdict"
      >
        {t(key)}
      </Text>
    </Group>
  );
}

function Reason({ outcome }: { outcome: Pick<MarkOutcome, 'reason' | 'requirement'> }) {
  const { t } = useTranslation('access');
  if (!outcome.reason) return null;
  const req = outcome.requirement;
  return (
    <Stack gap={4} data-testid="guard-reason">
      <Text fz="xl" fw={600} c="red.9">
        {t(`reason.${outcome.reason}`)}
      </Text>
      {req && (
        <Text fz="lg" fw={600} data-testid="guard-requirement">
          {req.expiresOn
            ? t('mark.documentExpired', {
                description: req.description,
                date: formatDate(req.expiresOn),
              })
            : t('mark.document', { description: req.description })}
        </Text>
      )}
    </Stack>
  );
}
