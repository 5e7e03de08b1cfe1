import { Paper, Text, useMantineTheme, type MantineTheme } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ZoneTileState } from '../stores/zone-board.store';
import { usePhone } from '../../../components/ui/data-grid-cards';
import {
  occupancyBars,
  percentAxisTicks,
  percentAxisTop,
  type OccupancyBar,
} from './occupancy-chart-data';

type Tick = { fontSize: number; fill: string | undefined };

/** What differs between bars laid across (a phone) and upright ones (a desktop, the wall). */
const LAYOUT = {
  across: { layout: 'vertical', margin: { top: 8, right: 40 }, labelAt: 'right' },
  upright: { layout: 'horizontal', margin: { top: 28, right: 16 }, labelAt: 'top' },
} as const;

/** The box's height: a row a zone across, a fixed height upright (taller on the wall). */
const chartHeight = (across: boolean, wall: boolean, bars: number) => {
  if (across) return 48 + 40 * bars;
  return wall ? 300 : 260;
};

/** The axis ticks: larger and light on the wall. */
const tickOf = (theme: MantineTheme, wall: boolean): Tick =>
  wall
    ? { fontSize: 18, fill: theme.colors.gray[2] }
    : { fontSize: 12, fill: theme.colors.gray[8] };

/** The percent axis and the zone-name axis, placed for the layout. */
function axes(across: boolean, top: number, tick: Tick) {
  if (across)
    return (
      <>
        <XAxis type="number" domain={[0, top]} ticks={percentAxisTicks(top)} unit="%" tick={tick} />
        <YAxis type="category" dataKey="name" tick={tick} width={110} interval={0} />
      </>
    );
  return (
    <>
      <XAxis dataKey="name" tick={tick} interval={0} />
      <YAxis domain={[0, top]} ticks={percentAxisTicks(top)} unit="%" tick={tick} />
    </>
  );
}

/** The bars with their percent labels, and the tooltip that names the people inside. */
function bars(t: TFunction<'access'>, ctx: { fill: string; tick: Tick; labelAt: 'right' | 'top' }) {
  const label = (b: OccupancyBar) =>
    t('chart.label', { percent: b.percent, occupancy: b.occupancy, capacity: b.capacity });
  return (
    <>
      <Tooltip
        formatter={(_v, _n, item) => [label(item.payload as OccupancyBar), t('chart.occupancy')]}
      />
      <Bar dataKey="percent" name={t('chart.occupancy')} fill={ctx.fill} isAnimationActive={false}>
        <LabelList
          dataKey="percent"
          position={ctx.labelAt}
          formatter={(v) => `${String(v)}%`}
          style={{ fill: ctx.tick.fill, fontSize: ctx.tick.fontSize }}
        />
      </Bar>
    </>
  );
}

/** How full each zone is (% of its capacity), so the people inside are what the bar shows. */
export function OccupancyChart({ zones, wall }: { zones: ZoneTileState[]; wall: boolean }) {
  const { t } = useTranslation('access');
  const theme = useMantineTheme();
  // a phone lays the bars across, zone names down the side: names under upright bars overlap
  const across = usePhone() && !wall;
  const data = occupancyBars(zones);
  const tick = tickOf(theme, wall);
  const top = percentAxisTop(data);
  const { layout, margin, labelAt } = LAYOUT[across ? 'across' : 'upright'];
  return (
    <Paper withBorder p="md" data-testid="occupancy-chart">
      <Text fw={600} mb="sm">
        {t('chart.title')}
      </Text>
      <div
        style={{ width: '100%', height: chartHeight(across, wall, data.length) }}
        data-layout={across ? 'across' : 'upright'}
      >
        <ResponsiveContainer>
          <BarChart data={data} layout={layout} margin={{ ...margin, left: 0, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
            {axes(across, top, tick)}
            {bars(t, { fill: theme.colors.orange[6], tick, labelAt })}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
