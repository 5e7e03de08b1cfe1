import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RequirementLapsesPoint } from '@faena/contracts';
import { formatMonth } from '../../../lib/format';

/** Bars: how many approved documents lapse in each month of the range. */
export function LapsesChart({ points }: { points: RequirementLapsesPoint[] }) {
  const { t, i18n } = useTranslation('requirements');
  const month = (m: unknown) => formatMonth(String(m), i18n.language);
  return (
    <Paper withBorder p="md" data-testid="lapses-chart">
      <Text fw={600} mb="sm">
        {t('report.chartTitle')}
      </Text>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={points} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
            <XAxis dataKey="month" tickFormatter={month} />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={month} />
            <Bar dataKey="count" name={t('report.chartTitle')} fill="#e8590c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
