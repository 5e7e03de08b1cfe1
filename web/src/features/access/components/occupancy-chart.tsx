import { Paper, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ZoneTileState } from '../stores/zone-board.store';

/** Occupancy per zone, stacked on the free places (the whole bar is the capacity). */
export function OccupancyChart({ zones, wall }: { zones: ZoneTileState[]; wall: boolean }) {
  const { t } = useTranslation('access');
  const theme = useMantineTheme();
  const data = zones.map((z) => ({ name: z.name, occupancy: z.occupancy, free: Math.max(0, z.capacity - z.occupancy) }));
  const tick = { fontSize: wall ? 16 : 12, fill: wall ? theme.colors.gray[3] : theme.colors.gray[7] };
  return (
    <Paper withBorder p="md" data-testid="occupancy-chart">
      <Text fw={600} mb="sm">{t('chart.title')}</Text>
      <div style={{ width: '100%', height: wall ? 360 : 260 }}>
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
            <XAxis dataKey="name" tick={tick} interval={0} />
            <YAxis allowDecimals={false} tick={tick} />
            <Tooltip />
            <Legend formatter={(value: string) => <span style={{ color: tick.fill }}>{value}</span>} />
            <Bar dataKey="occupancy" stackId="zone" name={t('chart.occupancy')} fill={theme.colors.orange[6]} isAnimationActive={false} />
            <Bar dataKey="free" stackId="zone" name={t('chart.free')} fill={wall ? theme.colors.dark[3] : theme.colors.gray[3]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
