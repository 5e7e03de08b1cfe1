import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleRequestRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { formatDate } from '../../../../lib/format';

/** A vehicle request at a glance, above its history: company, period, status and the comment. */
export function VehicleRequestSummary({ request }: { request: VehicleRequestRow }) {
  const { t } = useTranslation('vehicleRequests');
  const period = `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
  return (
    <Stack gap={4} data-testid="vehicle-request-summary">
      <Text size="sm">{t('detail.company', { company: request.companyName })}</Text>
      <Text size="sm">{t('detail.period', { period })}</Text>
      <Group gap="xs">
        <RequestStatusBadge status={request.status} />
        {request.lastComment && (
          <Text size="sm" fs="italic">
            {t('detail.comment', { comment: request.lastComment })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
