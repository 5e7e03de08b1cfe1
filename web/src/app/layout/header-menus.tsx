import { Anchor, Button, Group, Menu } from '@mantine/core';
import { IconBolt, IconChevronDown, IconDots, IconSwitchHorizontal } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** Space between the bar's items and the width kept for the "more" button (px). */
const BAR_GAP = 10;
const MORE_WIDTH = 96;

/**
 * How many of the roots, in order, fit `available` px (each root's width plus the gap); when not all
 * do, room is kept for the "more" button that lists the rest. Unmeasured (0 px): all of them.
 */
export function fittingCount(widths: readonly number[], available: number): number {
  if (available <= 0) return widths.length;
  const total = widths.reduce((sum, w) => sum + w + BAR_GAP, 0);
  if (total <= available) return widths.length;
  let used = 0;
  for (const [i, w] of widths.entries()) {
    if (used + w + BAR_GAP + MORE_WIDTH > available) return i;
    used += w + BAR_GAP;
  }
  return widths.length;
}

/** The roots that fit the bar, measured on every resize (a root's width is kept once measured). */
function useFittingRoots(count: number) {
  const barRef = useRef<HTMLDivElement>(null);
  const widths = useRef<number[]>([]);
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return undefined;
    const measure = () => {
      bar.querySelectorAll<HTMLElement>('[data-menu-root]').forEach((el, i) => {
        if (el.offsetWidth > 0) widths.current[i] = el.offsetWidth;
      });
      const home = bar.querySelector<HTMLElement>('[data-testid="menu-inicio"]')?.offsetWidth ?? 0;
      const known = Array.from({ length: count }, (_, i) => widths.current[i] ?? 0);
      setFit(bar.clientWidth > 0 ? fittingCount(known, bar.clientWidth - home - BAR_GAP) : count);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => observer?.disconnect();
  }, [count]);
  return { barRef, fit };
}

/**
 * The header menu: INICIO first, then the server's root items with their submenus; the roots that
 * do not fit the bar (an administrator holds a dozen areas) move to a "more" menu at its end.
 */
export function HeaderMenu() {
  const { t } = useTranslation('common');
  const menus = withoutHome(useMenus((s) => s.menus));
  const label = useMenuLabel();
  const { barRef, fit } = useFittingRoots(menus.length);
  const leaf = (item: MenuItem) => (
    <Menu.Item key={item.info.IdMenu} component={Link} to={item.page || HOME_ITEM.path}>
      {label(item)}
    </Menu.Item>
  );
  const entries = (root: MenuItem): ReactNode[] =>
    root.submenu.flatMap((child) =>
      child.submenu.length === 0
        ? [leaf(child)]
        : [
            <Menu.Label key={`l${child.info.IdMenu}`}>{label(child)}</Menu.Label>,
            ...child.submenu.map(leaf),
          ],
    );
  const rest = menus.slice(fit);
  return (
    <Group
      gap={BAR_GAP}
      wrap="nowrap"
      ref={barRef}
      style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
      data-testid="header-menu"
    >
      <Anchor component={Link} to={HOME_ITEM.path} fw={700} size="sm" data-testid="menu-inicio">
        {t(HOME_ITEM.labelKey)}
      </Anchor>
      {menus.map((root, i) => (
        <div
          key={root.info.IdMenu}
          data-menu-root
          style={{ display: i < fit ? undefined : 'none', flexShrink: 0 }}
        >
          {root.submenu.length === 0 ? (
            <Anchor component={Link} to={root.page || HOME_ITEM.path} fw={600} size="sm">
              {label(root)}
            </Anchor>
          ) : (
            <Menu trigger="hover" closeDelay={DROPDOWN_CLOSE_MS} withinPortal>
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
                {entries(root)}
              </Menu.Dropdown>
            </Menu>
          )}
        </div>
      ))}
      {rest.length > 0 && (
        <Menu trigger="hover" closeDelay={DROPDOWN_CLOSE_MS} withinPortal position="bottom-end">
          <Menu.Target>
            <Button
              variant="subtle"
              size="compact-sm"
              rightSection={<IconDots size={14} />}
              style={{ flexShrink: 0 }}
              data-testid="header-menu-more"
            >
              {t('menuMore')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah="calc(100vh - 80px)" style={{ overflowY: 'auto' }}>
            {rest.map((root) => [
              <Menu.Label key={`r${root.info.IdMenu}`} fw={700}>
                {label(root)}
              </Menu.Label>,
              ...(root.submenu.length === 0 ? [leaf(root)] : entries(root)),
              <Menu.Divider key={`d${root.info.IdMenu}`} />,
            ])}
          </Menu.Dropdown>
        </Menu>
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
