import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOG_MENU_GROUPS, CATALOGS, catalogRoute } from '@faena/contracts';
import { useLabel } from './use-lang';

/** /administracion/catalogos: every declared catalogue, by menu group. */
export function CatalogsIndexPage() {
  const { t } = useTranslation('catalogs');
  return (
    <Stack data-testid="catalogs-index">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {CATALOG_MENU_GROUPS.map((g) => (
          <MenuGroupCard key={g.id} group={g} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A menu group's title and a link to each of its catalogues. */
function MenuGroupCard({ group }: { group: (typeof CATALOG_MENU_GROUPS)[number] }) {
  const label = useLabel();
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {label(group.labels)}
      </Text>
      <Stack gap={4}>
        {CATALOGS.filter((c) => c.menu === group.id).map((c) => (
          <Anchor
            key={c.id}
            component={Link}
            to={catalogRoute(c.id)}
            size="sm"
            data-testid={`catalog-link-${c.id}`}
          >
            {label(c.labels)}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}
