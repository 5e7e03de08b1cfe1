import { Paper, Text, useMantineTheme } from '@mantine/core';
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
import { occupancyBars, type OccupancyBar } from './occupancy-chart-data';

/** How full each zone is (% of its capacity), so the people inside are what the bar shows. */
export function OccupancyChart({ zones, wall }: { zones: ZoneTileState[]; wall: boolean }) {
  const { t } = useTranslation('access');
  const theme = useMantineTheme();
  // a phone lays the bars across, zone names down the side: names under upright bars overlap
  const across = usePhone() && !wall;
  const data = occupancyBars(zones);
  const tick = {
    fontSize: wall ? 18 : 12,
    fill: wall ? theme.colors.gray[2] : theme.colors.gray[8],
  };
  const top = Math.max(100, ...data.map((d) => d.percent));
  const label = (b: OccupancyBar) =>
    t('chart.label', { percent: b.percent, occupancy: b.occupancy, capacity: b.capacity });
  return (
    <Paper withBorder p="md" data-testid="occupancy-chart">
      <Text fw={600} mb="sm">
        {t('chart.title')}
      </Text>
      <div
        style={{ width: '100%', height: across ? 48 + 40 * data.length : wall ? 300 : 260 }}
        data-layout={across ? 'across' : 'upright'}
      >
        <ResponsiveContainer>
          <BarChart
            data={data}
            layout={across ? 'vertical' : 'horizontal'}
            margin={{ top: across ? 8 : 28, right: across ? 40 : 16, left: 0, bottom: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
            {across ? (
              <>
                <XAxis type="number" domain={[0, top]} unit="%" allowDecimals={false} tick={tick} />
                <YAxis type="category" dataKey="name" tick={tick} width={110} interval={0} />
              </>
            ) : (
              <>
                <XAxis dataKey="name" tick={tick} interval={0} />
                <YAxis domain={[0, top]} unit="%" allowDecimals={false} tick={tick} />
              </>
            )}
            <Tooltip
              formatter={(_v, _n, item) => [
                label(item.payload as OccupancyBar),
                t('chart.occupancy'),
              ]}
            />
            <Bar
              dataKey="percent"
              name={t('chart.occupancy')}
              fill={theme.colors.orange[6]}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="percent"
                position={across ? 'right' : 'top'}
                formatter={(v) => `${String(v)}%`}
                style={{ fill: tick.fill, fontSize: tick.fontSize }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
