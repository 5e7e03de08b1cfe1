import { Button, Menu } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A non-functional placeholder, as the spec describes. */
export function QuickActions() {
  const { t } = useTranslation('common');
  const keys = ['order', 'ticket', 'goal', 'supportCase', 'upgrade'] as const;
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <Button
          variant="light"
          size="compact-xs"
          leftSection={<IconBolt size={14} />}
          data-testid="quick-actions"
        >
          {t('shell.quickActions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {keys.map((k) => (
          <Menu.Item key={k}>{t(`shell.quick.${k}`)}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
