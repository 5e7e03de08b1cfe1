import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount, pageWindow } from './grid-query';

interface Props {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  onPage: (pageIndex: number) => void;
  /** shows the page-size choice (10 / 20 records) when given */
  onPageSize?: (pageSize: number) => void;
}

/** First / previous, at most five page buttons, next / last, and the record count. */
export function DataGridPagination({ pageIndex, pageSize, totalCount, onPage, onPageSize }: Props) {
  const { t } = useTranslation('common');
  const total = pageCount(totalCount, pageSize);
  const current = pageIndex + 1;
  const go = (page: number) => onPage(Math.min(Math.max(page, 1), total) - 1);
  return (
    <Group justify="space-between" mt="sm" data-testid="grid-pagination">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="grid-total">
          {t('grid.total', { count: totalCount })}
        </Text>
        {onPageSize && (
          <Select
            size="xs"
            w={80}
            aria-label={t('grid.pageSize')}
            data-testid="grid-page-size"
            data={PAGE_SIZES.map((n) => String(n))}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => v && onPageSize(Number(v))}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      <Group gap={4}>
        <ActionIcon
          variant="default"
          aria-label={t('grid.first')}
          disabled={current === 1}
          onClick={() => go(1)}
        >
          <IconChevronsLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('grid.previous')}
          disabled={current === 1}
          onClick={() => go(current - 1)}
        >
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
        <ActionIcon
          variant="default"
          aria-label={t('grid.next')}
          disabled={current === total}
          onClick={() => go(current + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('grid.last')}
          disabled={current === total}
          onClick={() => go(total)}
        >
          <IconChevronsRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
