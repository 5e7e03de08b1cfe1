import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VisitRow } from '@faena/contracts';

/** "Ver": opens the visit's detail (both visit grids). */
export function VisitViewButton({
  row,
  onView,
}: {
  row: VisitRow;
  onView: (row: VisitRow) => void;
}) {
  const { t } = useTranslation('visits');
  return (
    <Button
      size="compact-xs"
      variant="default"
      leftSection={<IconEye size={12} />}
      onClick={() => onView(row)}
      aria-label={`${t('detail.action')} ${row.code}`}
      data-testid={`view-visit-${row.code}`}
    >
      {t('detail.action')}
    </Button>
  );
}
