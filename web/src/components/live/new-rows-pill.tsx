import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './live.module.css';
import type { LiveNotices } from './use-live-notices';

/** "n new": rows that arrived while the user was scrolled away; a click goes up and shows them. */
export function NewRowsPill({ notices }: { notices: LiveNotices }) {
  const { t } = useTranslation('common');
  if (notices.pendingCount === 0) return null;
  return (
    <Button
      className={classes.pill}
      size="xs"
      radius="xl"
      leftSection={<IconArrowUp size={14} />}
      onClick={notices.reveal}
      data-testid="live-new-pill"
    >
      {t('live.newRows', { count: notices.pendingCount })}
    </Button>
  );
}
