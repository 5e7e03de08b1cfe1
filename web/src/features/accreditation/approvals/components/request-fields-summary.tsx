import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUEST_PICKED_FIELDS, type RequestRow } from '@faena/contracts';

/** The request's place, profile, unit, cost center, position (by name) and function, as sent. */
export function RequestFieldsSummary({ request }: { request: RequestRow }) {
  const { t } = useTranslation('requests');
  const valueOf = (field: (typeof REQUEST_PICKED_FIELDS)[number]) =>
    (field === 'positionId' ? request.positionName : request[field]) || '—';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} data-testid="request-fields">
      {REQUEST_PICKED_FIELDS.map((field) => (
        <Text size="sm" key={field} data-testid={`request-field-${field}`}>
          <Text span c="dimmed" size="sm">
            {t(`form.${field}`)}:
          </Text>{' '}
          {valueOf(field)}
        </Text>
      ))}
    </SimpleGrid>
  );
}
