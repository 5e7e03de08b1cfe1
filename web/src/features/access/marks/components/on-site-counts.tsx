import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnSiteAnswer } from '@faena/contracts';

/** The counts before the first answer arrives: nobody anywhere. */
const NO_ONE: OnSiteAnswer = { rows: [], zones: [], onBus: 0, inCamp: 0, total: 0 };

/** The counts on top: the total, each zone, on a bus and in camp. */
export function OnSiteCounts(props: { answer: OnSiteAnswer | null; wall: boolean }) {
  const { t } = useTranslation('marks');
  const { wall } = props;
  const answer = props.answer ?? NO_ONE;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: wall ? 8 : 5 }} data-testid="on-site-counts">
      <Count label={t('onSite.total')} value={answer.total} wall={wall} testId="count-total" />
      {answer.zones.map((z) => (
        <Count
          key={z.zoneId}
          label={z.name}
          value={z.count}
          wall={wall}
          testId={`count-zone-${z.zoneId}`}
        />
      ))}
      <Count label={t('place.BUS')} value={answer.onBus} wall={wall} testId="count-bus" />
      <Count label={t('place.CAMPAMENTO')} value={answer.inCamp} wall={wall} testId="count-camp" />
    </SimpleGrid>
  );
}

/** One count: its label and its number (large on the wall). */
function Count(props: { label: string; value: number; wall: boolean; testId: string }) {
  return (
    <Paper withBorder p={props.wall ? 'md' : 'sm'} data-testid={props.testId}>
      <Text fz={props.wall ? 'lg' : 'xs'} c="dimmed" lineClamp={props.wall ? 2 : 1}>
        {props.label}
      </Text>
      <Text fz={props.wall ? '2.5rem' : 'xl'} fw={700} lh={1.1}>
        {props.value}
      </Text>
    </Paper>
  );
}
