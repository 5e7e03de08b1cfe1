import { Button, Menu } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  API,
  type CaptchaChallenge,
  type ProfileGrant,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { useMenus } from '../shell/menu.store';
import { http, refreshSession } from '../../lib/http';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../stores/session.store';
import { HOME_ITEM } from '../nav-items';

export const RELOAD_DELAY_MS = 400;

/** Where a profile switch lands: the page open before may be one the new profile cannot open. */
export const AFTER_SWITCH_ROUTE = HOME_ITEM.path;

/** Reloads the app at the dashboard (the hash is replaced first, so the reload opens it). */
export function reloadAtDashboard(): void {
  window.history.replaceState(window.history.state, '', `#${AFTER_SWITCH_ROUTE}`);
  window.location.reload();
}

/**
 * Switch to another profile: fresh tokens, captcha, refreshTokenbyperfil, store it, then reload
 * after 400 ms at the dashboard (as after sign-in; the page open before may be outside the new
 * profile's access list). The tokens are renewed first because a sign-in call answers its own 401
 * (no refresh and retry, which would re-send the spent captcha token): an access token that
 * expired while the page sat open must not make the switch fail.
 */
export async function switchProfile(profile: SessionUser['profiles'][number]): Promise<void> {
  try {
    await refreshSession();
    const { token: tokenClient } = await http.get<CaptchaChallenge>(API.captchaChallenge.path, {
      action: 'submit',
    });
    const tokens = await http.post<TokenPair>(API.profileSignIn.path, {
      idPerfil: profile.profileId,
      idCliente: profile.clientId,
      idDivision: profile.divisionId,
      tokenClient,
    });
    useSession.getState().setTokens(tokens);
    const user = await http.get<SessionUser>(API.getUserByToken.path);
    useSession.getState().signIn(tokens, user);
    useMenus.getState().clear();
    window.setTimeout(reloadAtDashboard, RELOAD_DELAY_MS);
  } catch (err) {
    notifyError(err);
  }
}

type Grant = Pick<ProfileGrant, 'profileId'> &
  Partial<Pick<ProfileGrant, 'clientId' | 'divisionId'>>;
const sameGrant = (a: Grant, b: Grant) =>
  a.profileId === b.profileId && a.clientId === b.clientId && a.divisionId === b.divisionId;

/** The user's profiles, the current one disabled; choosing another switches to it. */
function ProfileItems({ user }: { user: SessionUser }) {
  return user.profiles.map((p) => (
    <Menu.Item
      key={`${p.profileId}|${p.clientId}|${p.divisionId}`}
      disabled={sameGrant(p, user.profile)}
      onClick={() => void switchProfile(p)}
      data-testid={`profile-${p.profileId}`}
    >
      {p.profileName} · {p.clientName} / {p.divisionName}
    </Menu.Item>
  ));
}

interface ProfileSwitchProps {
  user: SessionUser;
  testId?: string;
}

/** `testId` tells the header's switch from the phone menu's copy (both are in the page). */
export function ProfileSwitch({ user, testId = 'profile-switch' }: ProfileSwitchProps) {
  const { t } = useTranslation('common');
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconSwitchHorizontal size={14} />}
          data-testid={testId}
        >
          {t('shell.profiles')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="profile-list">
        <Menu.Label>{t('shell.switchProfile')}</Menu.Label>
        <ProfileItems user={user} />
        <Menu.Divider />
        <Menu.Item component={Link} to="/seguridad/usuarioLogin" data-testid="security-link">
          {t('shell.security')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
