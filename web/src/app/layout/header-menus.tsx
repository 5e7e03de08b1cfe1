import { Anchor, Button, Group, Menu } from '@mantine/core';
import { IconBolt, IconChevronDown, IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  API,
  type CaptchaChallenge,
  type ProfileGrant,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { withoutHome, type MenuItem } from '../shell/menu';
import { useMenus } from '../shell/menu.store';
import { useMenuLabel } from '../shell/menu-label';
import { http, refreshSession } from '../../lib/http';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../stores/session.store';
import { HOME_ITEM } from '../nav-items';

export const RELOAD_DELAY_MS = 400;
/** A header dropdown opened by hover closes 500 ms after the pointer leaves it (domain spec §9). */
export const DROPDOWN_CLOSE_MS = 500;

/** The header menu: INICIO first, then the server's root items with their submenus. */
export function HeaderMenu() {
  const { t } = useTranslation('common');
  const menus = withoutHome(useMenus((s) => s.menus));
  const label = useMenuLabel();
  const leaf = (item: MenuItem) => (
    <Menu.Item key={item.info.IdMenu} component={Link} to={item.page || HOME_ITEM.path}>
      {label(item)}
    </Menu.Item>
  );
  return (
    <Group gap="xs" wrap="nowrap" data-testid="header-menu">
      <Anchor component={Link} to={HOME_ITEM.path} fw={700} size="sm" data-testid="menu-inicio">
        {t(HOME_ITEM.labelKey)}
      </Anchor>
      {menus.map((root) =>
        root.submenu.length === 0 ? (
          <Anchor
            key={root.info.IdMenu}
            component={Link}
            to={root.page || HOME_ITEM.path}
            fw={600}
            size="sm"
          >
            {label(root)}
          </Anchor>
        ) : (
          <Menu key={root.info.IdMenu} trigger="hover" closeDelay={DROPDOWN_CLOSE_MS} withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                rightSection={<IconChevronDown size={12} />}
                data-testid={`header-menu-${root.info.IdMenu}`}
              >
                {label(root)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah="calc(100vh - 80px)" style={{ overflowY: 'auto' }}>
              {root.submenu.map((child) =>
                child.submenu.length === 0
                  ? leaf(child)
                  : [
                      <Menu.Label key={`l${child.info.IdMenu}`}>{label(child)}</Menu.Label>,
                      ...child.submenu.map(leaf),
                    ],
              )}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}

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

/** `testId` tells the header's switch from the phone menu's copy (both are in the page). */
export function ProfileSwitch({
  user,
  testId = 'profile-switch',
}: {
  user: SessionUser;
  testId?: string;
}) {
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
        {user.profiles.map((p) => (
          <Menu.Item
            key={`${p.profileId}|${p.clientId}|${p.divisionId}`}
            disabled={sameGrant(p, user.profile)}
            onClick={() => void switchProfile(p)}
            data-testid={`profile-${p.profileId}`}
          >
            {p.profileName} · {p.clientName} / {p.divisionName}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/seguridad/usuarioLogin" data-testid="security-link">
          {t('shell.security')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

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
