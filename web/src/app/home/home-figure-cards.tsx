import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { HomeTrend } from '@faena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { freshRowProps } from '../../components/live/fresh-row';
import { useSession } from '../../stores/session.store';
import { figureCardsFor } from './home-figures';
import { HomeTrendCard } from './home-trend-card';
import { useHomeFigures } from './use-home-figures';

type FigureCardData = ReturnType<typeof figureCardsFor>[number];

/** One figure: its number, its icon and what it counts; the whole card links to the screen. */
function FigureCard({ figure: f, fresh }: { figure: FigureCardData; fresh: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Card
      component={Link}
      to={f.link}
      withBorder
      padding="md"
      data-testid={`home-figure-${f.key}`}
      {...freshRowProps(fresh)}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fz={36} fw={700} lh={1} data-testid={`home-figure-${f.key}-value`}>
          {f.value}
        </Text>
        <ThemeIcon size="lg" variant="light" aria-hidden>
          <f.icon size={20} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t(f.labelKey)}
      </Text>
    </Card>
  );
}

/** The user's figures: a big number per figure, linking to the screen it counts, live. */
export function HomeFigureCards() {
  const user = useSession((s) => s.user);
  const { figures, trends, notices } = useHomeFigures(user);
  const cards = figureCardsFor(user, figures);
  if (cards.length === 0) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 2, lg: 4 }} mb="lg" data-testid="home-figures">
        {cards.map((f) => (
          <FigureCard key={f.key} figure={f} fresh={notices.isFresh(f.key)} />
        ))}
      </SimpleGrid>
      <HomeTrends trends={trends} />
    </>
  );
}

/** The trend lines the server sent (the caller's permissions chose them). */
function HomeTrends({ trends }: { trends: HomeTrend[] }) {
  if (trends.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} mb="lg" data-testid="home-trends">
      {trends.map((trend) => (
        <HomeTrendCard key={trend.key} trend={trend} />
      ))}
    </SimpleGrid>
  );
}
