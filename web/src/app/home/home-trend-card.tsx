import { Paper, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HomeTrend } from '@faena/contracts';

/** dd/MM of a yyyy-MM-dd day, the axis label */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The last days' values as a line, day labels dd/MM. */
function TrendLine({ points, name }: { points: HomeTrend['points']; name: string }) {
  const theme = useMantineTheme();
  return (
    <ResponsiveContainer>
      <LineChart data={points} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
        <XAxis dataKey="day" tickFormatter={dayLabel} tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip labelFormatter={(d) => dayLabel(typeof d === 'string' ? d : '')} />
        <Line
          type="linear"
          dataKey="value"
          name={name}
          stroke={theme.colors.orange[8]}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** A small trend line of the landing page: its title, today's value and the last days' line. */
export function HomeTrendCard({ trend }: { trend: HomeTrend }) {
  const { t } = useTranslation('common');
  const title = t(`home.trends.${trend.key}`);
  const total = trend.points.reduce((sum, p) => sum + p.value, 0);
  const today = trend.points.at(-1)?.value ?? 0;
  const summary = t('home.trends.summary', { days: trend.points.length, total, today });
  return (
    <Paper withBorder p="md" data-testid={`home-trend-${trend.key}`}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" data-testid={`home-trend-${trend.key}-summary`}>
        {summary}
      </Text>
      <div style={{ width: '100%', height: 120 }} role="img" aria-label={`${title}: ${summary}`}>
        <TrendLine points={trend.points} name={title} />
      </div>
    </Paper>
  );
}
