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
  return (
    <Group justify="space-between" mt="sm" data-testid="grid-pagination">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="grid-total">
          {t('grid.total', { count: totalCount })}
        </Text>
        {onPageSize && <PageSizeSelect pageSize={pageSize} onPageSize={onPageSize} />}
      </Group>
      <PageButtons
        current={pageIndex + 1}
        total={pageCount(totalCount, pageSize)}
        onPage={onPage}
      />
    </Group>
  );
}

/** The page-size choice (10 / 20 records). */
function PageSizeSelect(props: { pageSize: number; onPageSize: (pageSize: number) => void }) {
  const { t } = useTranslation('common');
  return (
    <Select
      size="xs"
      w={80}
      aria-label={t('grid.pageSize')}
      data-testid="grid-page-size"
      data={PAGE_SIZES.map((n) => String(n))}
      value={String(props.pageSize)}
      allowDeselect={false}
      onChange={(v) => v && props.onPageSize(Number(v))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The arrows (first, previous, next, last) with their label, icon and whether they lead anywhere. */
const ARROWS = {
  first: { label: 'grid.first', Icon: IconChevronsLeft },
  previous: { label: 'grid.previous', Icon: IconChevronLeft },
  next: { label: 'grid.next', Icon: IconChevronRight },
  last: { label: 'grid.last', Icon: IconChevronsRight },
} as const;

/** The page buttons between the arrows; `current` and `total` count from 1. */
function PageButtons({
  current,
  total,
  onPage,
}: { current: number; total: number } & Pick<Props, 'onPage'>) {
  const go = (page: number) => onPage(Math.min(Math.max(page, 1), total) - 1);
  return (
    <Group gap={4}>
      <Arrow name="first" disabled={current === 1} onClick={() => go(1)} />
      <Arrow name="previous" disabled={current === 1} onClick={() => go(current - 1)} />
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
      <Arrow name="next" disabled={current === total} onClick={() => go(current + 1)} />
      <Arrow name="last" disabled={current === total} onClick={() => go(total)} />
    </Group>
  );
}

function Arrow(props: { name: keyof typeof ARROWS; disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation('common');
  const { label, Icon } = ARROWS[props.name];
  return (
    <ActionIcon
      variant="default"
      aria-label={t(label)}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon size={16} />
    </ActionIcon>
  );
}
