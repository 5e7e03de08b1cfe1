import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session.store';
import { useMenus } from '../shell/menu.store';

/**
 * Whether the header shows the accreditation role. The spec keeps the session store's
 * esAutorizador false whenever the profile has characteristics (it is then "administrator type"),
 * yet says "authorizers with an accreditation role see the role in the header". We read the header
 * rule as being about the profile, not the store flag: an authorizer is esAutorizador OR a profile
 * holding the authorizer characteristic CPAAUT. The store keeps the spec's semantics.
 */
export const isAuthorizer = (esAutorizador: boolean, characteristics: readonly string[]): boolean =>
  esAutorizador || characteristics.includes('CPAAUT');

/** The authorizer's accreditation role as a badge, when the profile is an authorizer's and has one. */
function RoleBadge() {
  const profile = useSession((s) => s.user?.profile);
  const esAutorizador = useMenus((s) => s.esAutorizador);
  if (!profile?.accreditationRole || !isAuthorizer(esAutorizador, profile.characteristics))
    return null;
  return (
    <Badge size="xs" variant="light" data-testid="header-role">
      {profile.accreditationRole}
    </Badge>
  );
}

/** Client and division, then full name, company and role (from sm up). */
export function HeaderProfile() {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  if (!user) return null;
  const { profile } = user;
  return (
    <Stack gap={0} visibleFrom="sm" data-testid="header-profile">
      <Text size="xs" c="dimmed" data-testid="header-client">
        {t('shell.clientDivision', { client: profile.clientName, division: profile.divisionName })}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} data-testid="header-fullname">
          {user.nombreCompleto}
        </Text>
        {profile.companyName && (
          <Text size="xs" c="dimmed" data-testid="header-company">
            {profile.companyName}
          </Text>
        )}
        <RoleBadge />
      </Group>
    </Stack>
  );
}
