import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@faena/contracts';
import { useSession } from '../../../stores/session.store';
import { useSessionUi } from './session-ui.store';
import { useUnlock } from './use-unlock';

/** Who is locked out: the avatar (or the initial), the user id and the title. */
function LockIdentity({ user }: { user: SessionUser }) {
  const { t } = useTranslation('session');
  return (
    <>
      <Avatar src={user.pic} size={96} radius={96} color="orange" data-testid="lock-avatar">
        {user.username.charAt(0)}
      </Avatar>
      <Text fw={700} size="lg" data-testid="lock-user">
        {user.username}
      </Text>
      <Text c="dimmed" size="sm">
        {t('lock.title')}
      </Text>
    </>
  );
}

/** The arrow that submits the password. */
function UnlockButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation('session');
  return (
    <ActionIcon
      type="submit"
      size={36}
      loading={busy}
      aria-label={t('lock.submit')}
      data-testid="lock-submit"
    >
      <IconArrowRight size={18} />
    </ActionIcon>
  );
}

/** The unlock's error, then the link back to sign-in (which leaves the lock). */
function LockFooter({ error }: { error: string | null }) {
  const { t } = useTranslation('session');
  return (
    <>
      {error && (
        <Alert color="red" data-testid="lock-error">
          {error}
        </Alert>
      )}
      <Anchor
        component={Link}
        to="/logout"
        onClick={() => useSessionUi.getState().unlock()}
        data-testid="lock-back"
      >
        {t('lock.back')}
      </Anchor>
    </>
  );
}

/** The password and the arrow that submits it. */
function UnlockForm({ unlock }: { unlock: ReturnType<typeof useUnlock> }) {
  const { t } = useTranslation('session');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void unlock.submit();
      }}
      noValidate
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <PasswordInput
          w={260}
          placeholder={t('lock.password')}
          aria-label={t('lock.password')}
          value={unlock.password}
          onChange={(e) => unlock.setPassword(e.currentTarget.value)}
          data-testid="lock-password"
        />
        <UnlockButton busy={unlock.busy} />
      </Group>
    </form>
  );
}

/** The inactivity lock overlay: user id, avatar or initial, password, arrow, link back to login. */
export function LockScreen() {
  const locked = useSessionUi((s) => s.locked);
  const user = useSession((s) => s.user);
  const unlock = useUnlock(user);
  if (!locked || !user) return null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      centered
      fullScreen
      closeOnEscape={false}
      data-testid="lock-screen"
    >
      <Stack align="center" justify="center" mih="80vh" gap="md">
        <LockIdentity user={user} />
        <UnlockForm unlock={unlock} />
        <LockFooter error={unlock.error} />
      </Stack>
    </Modal>
  );
}
