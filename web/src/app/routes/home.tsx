import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isDisplayIdentity, useSession } from '../../stores/session.store';
import { HomeFigureCards } from '../home/home-figure-cards';
import { homeCardsFor } from '../home/home-cards';
import { useMenus } from '../shell/menu.store';

type ScreenItem = ReturnType<typeof homeCardsFor>[number];

/** A screen's card: its icon, name and what it is for; the whole card links to it. */
function ScreenCard({ item }: { item: ScreenItem }) {
  const { t } = useTranslation('common');
  return (
    <Card
      component={Link}
      to={item.path}
      withBorder
      padding="lg"
      data-testid={`home-${item.testId}`}
    >
      <Group wrap="nowrap">
        <ThemeIcon size="xl" variant="light">
          <item.icon size={24} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{t(item.labelKey)}</Text>
          <Text size="sm" c="dimmed">
            {t(item.descriptionKey)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** A card per screen of the profile's menu. */
function HomeScreenCards() {
  const user = useSession((s) => s.user);
  const options = useMenus((s) => s.options);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {homeCardsFor(user, options).map((item) => (
        <ScreenCard key={item.path} item={item} />
      ))}
    </SimpleGrid>
  );
}

/** The landing page: the user's figures, then a card per screen of the profile's menu. The display identity goes to the wall. */
export function Home() {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  if (isDisplayIdentity(user)) return <Navigate to="/pared" replace />;
  return (
    <>
      <Title order={1} size="h2" mb="xs" data-testid="home-title">
        {t('home.welcome', { name: user?.firstName ?? '' })}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('home.subtitle')}
      </Text>
      <HomeFigureCards />
      <HomeScreenCards />
    </>
  );
}
