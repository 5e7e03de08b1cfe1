import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageWindow } from './grid-query';

interface Props {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  onPage: (pageIndex: number) => void;
}

/** First / previous, at most five page buttons, next / last, and the record count. */
export function DataGridPagination({ pageIndex, pageSize, totalCount, onPage }: Props) {
  const { t } = useTranslation('common');
  const total = pageCount(totalCount, pageSize);
  const current = pageIndex + 1;
  const go = (page: number) => onPage(Math.min(Math.max(page, 1), total) - 1);
  return (
    <Group justify="space-between" mt="sm" data-testid="grid-pagination">
      <Text size="sm" c="dimmed" data-testid="grid-total">
        {t('grid.total', { count: totalCount })}
      </Text>
      <Group gap={4}>
        <ActionIcon variant="default" aria-label={t('grid.first')} disabled={current === 1} onClick={() => go(1)}>
          <IconChevronsLeft size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('grid.previous')} disabled={current === 1} onClick={() => go(current - 1)}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        {pageWindow(current, total).map((page) => (
          <Button
            key={page}
            size="compact-sm"
            variant={page === current ? 'filled' : 'default'}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => go(page)}
          >
            {page}
          </Button>
        ))}
        <ActionIcon variant="default" aria-label={t('grid.next')} disabled={current === total} onClick={() => go(current + 1)}>
          <IconChevronRight size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('grid.last')} disabled={current === total} onClick={() => go(total)}>
          <IconChevronsRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
