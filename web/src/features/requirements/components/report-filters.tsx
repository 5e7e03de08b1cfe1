import { NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_REPORT_STATES, type RequirementReportParams } from '@faena/contracts';
import { MonthField } from '../../../components/forms/month-field';
import { FilterBar } from '../../../components/forms/filter-bar';

interface Props {
  value: RequirementReportParams;
  onChange: (next: RequirementReportParams) => void;
}

/** A cleared month field ('') is no bound. */
const month = (v: string) => v || undefined;

/** The state filter, and the days ahead when the state is "expiring". */
function StateFilter({ value, onChange }: Props) {
  const { t } = useTranslation('requirements');
  const states = REQUIREMENT_REPORT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }));
  return (
    <>
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
    </>
  );
}

/** The report's own filters: state (expiring within N days), expiry month range. */
export function ReportFilters({ value, onChange }: Props) {
  const { t } = useTranslation('requirements');
  return (
    <FilterBar>
      <StateFilter value={value} onChange={onChange} />
      <MonthField
        label={t('report.fromMonth')}
        value={value.fromMonth ?? ''}
        onChange={(m) => onChange({ ...value, fromMonth: month(m) })}
        clearable
        miw={180}
        testId="report-from-month"
      />
      <MonthField
        label={t('report.toMonth')}
        value={value.toMonth ?? ''}
        onChange={(m) => onChange({ ...value, toMonth: month(m) })}
        clearable
        miw={180}
        testId="report-to-month"
      />
    </FilterBar>
  );
}
