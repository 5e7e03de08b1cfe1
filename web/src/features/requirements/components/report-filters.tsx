import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_REPORT_STATES, type RequirementReportParams } from '@faena/contracts';

interface Props {
  value: RequirementReportParams;
  onChange: (next: RequirementReportParams) => void;
}

const MONTH = /^\d{4}-\d{2}$/;
const month = (v: string) => (MONTH.test(v) ? v : undefined);

/** The report's own filters: state (expiring within N days), expiry month range. */
export function ReportFilters({ value, onChange }: Props) {
  const { t } = useTranslation('requirements');
  const states = REQUIREMENT_REPORT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }));
  return (
    <Group align="end" wrap="wrap">
      <Select
        label={t('report.state')}
        placeholder={t('report.allStates')}
        data={states}
        value={value.state ?? null}
        clearable
        onChange={(s) => onChange({ ...value, state: s ?? undefined })}
        data-testid="report-state"
      />
      {value.state === 'expiring' && (
        <NumberInput
          label={t('report.days')}
          min={1}
          max={365}
          value={value.days ?? 30}
          onChange={(d) => onChange({ ...value, days: typeof d === 'number' ? d : undefined })}
          w={100}
        />
      )}
      <TextInput
        type="month"
        label={t('report.fromMonth')}
        value={value.fromMonth ?? ''}
        onChange={(e) => onChange({ ...value, fromMonth: month(e.currentTarget.value) })}
        data-testid="report-from-month"
      />
      <TextInput
        type="month"
        label={t('report.toMonth')}
        value={value.toMonth ?? ''}
        onChange={(e) => onChange({ ...value, toMonth: month(e.currentTarget.value) })}
        data-testid="report-to-month"
      />
    </Group>
  );
}
