import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarkOutcome } from '@faena/contracts';
import { formatDate } from '../../../lib/format';

/** A door mark's outcome: granted, or denied with the reason and the document at fault. */
export function MarkResult({ outcome }: { outcome: MarkOutcome & { personName: string } }) {
  const { t } = useTranslation('access');
  return outcome.granted ? (
    <Alert
      color="green"
      icon={<IconCircleCheck />}
      title={t('mark.granted')}
      data-testid="mark-result"
      data-granted="true"
    >
      {outcome.personName}
    </Alert>
  ) : (
    <Alert
      color="red"
      icon={<IconCircleX />}
      title={t('mark.denied')}
      data-testid="mark-result"
      data-granted="false"
    >
      {outcome.personName} · {outcome.reason ? t(`reason.${outcome.reason}`) : ''}
      {outcome.requirement && <MissingRequirement requirement={outcome.requirement} />}
    </Alert>
  );
}

/** The document that denied the mark, with its expiry when it expired. */
function MissingRequirement({
  requirement,
}: {
  requirement: NonNullable<MarkOutcome['requirement']>;
}) {
  const { t } = useTranslation('access');
  return (
    <Text size="sm" fw={600} data-testid="mark-requirement">
      {requirement.expiresOn
        ? t('mark.documentExpired', {
            description: requirement.description,
            date: formatDate(requirement.expiresOn),
          })
        : t('mark.document', { description: requirement.description })}
    </Text>
  );
}
