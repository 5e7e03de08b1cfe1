import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@faena/contracts';

export const STATUS_COLORS: Record<RequestStatus, string> = {
  I: 'gray',
  P: 'yellow',
  O: 'orange',
  R: 'red',
  A: 'green',
  E: 'dark',
};

/** Pendiente, Observada, Rechazada, Aprobada, Incompleta (translated). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      data-testid="status-badge"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
