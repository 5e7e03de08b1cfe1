import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "2 / 5" on a wall board that pages its content; nothing when everything fits on one page. */
export function PageIndicator({
  page,
  count,
  testId,
}: {
  page: number;
  count: number;
  testId: string;
}) {
  const { t } = useTranslation('common');
  if (count < 2) return null;
  return (
    <Badge size="xl" variant="filled" color="dark" data-testid={testId} data-page={page + 1}>
      {t('wall.page', { page: page + 1, count })}
    </Badge>
  );
}
