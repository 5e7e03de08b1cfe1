import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonAccessRow } from '@faena/contracts';
import { today } from '../../../../lib/format';
import { current } from './person-access-panel.parts';

export { ExemptionsTab } from './person-access-exemptions-tab';
export { GroupTab } from './person-access-group-tab';
export { ProfileTab } from './person-access-profile-tab';
export { RestrictionsTab } from './person-access-restrictions-tab';

/** Who is being managed, with their group as of today and their profile (the tabs' header). */
export function PersonAccessHeader({ row }: { row: PersonAccessRow }) {
  const { t } = useTranslation('accessRules');
  const profile = row.profile;
  return (
    <Group gap="xs" wrap="wrap" data-testid="person-access-header">
      <Text fw={600}>
        {row.fullName} · {row.documentType} {row.documentNumber}
      </Text>
      <Badge variant="light" data-testid="person-access-header-group">
        {t('people.group')}: {row.group}
      </Badge>
      {profile && (
        <Badge
          variant="light"
          color={current(profile, today()) ? 'teal' : 'gray'}
          data-testid="person-access-header-profile"
        >
          {t('profiles.one')}: {profile.profileCode}
        </Badge>
      )}
    </Group>
  );
}
