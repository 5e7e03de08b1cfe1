import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CredentialStatus } from '@faena/contracts';

const COLOR: Record<CredentialStatus, string> = { A: 'green', I: 'gray', V: 'orange' };

/** A credential's status on the site's today: active, inactive or expired. */
export function CredentialStatusBadge({ status }: { status: CredentialStatus }) {
  const { t } = useTranslation('identification');
  return (
    <Badge color={COLOR[status]} variant="light" data-testid={`credential-status-${status}`}>
      {t(`status.${status}`)}
    </Badge>
  );
}
