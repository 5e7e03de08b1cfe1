import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOperator, FilterValue } from '@faena/contracts';
import type { GridFilter } from './grid-query';

export type ColumnFilterSpec =
  | { type: 'text'; op?: FilterOperator }
  | { type: 'select'; op?: FilterOperator; options: Array<{ value: string; label: string }> };

interface Props {
  field: string;
  label: string;
  spec: ColumnFilterSpec;
  value: FilterValue | undefined;
  onChange: (filter: GridFilter) => void;
  /** the phone's filter panel: a visible label and an input large enough to tap */
  withLabel?: boolean;
}

/** The filter cell under a column header: text (contains, debounced) or a list (equals). */
export function DataGridFilter(props: Props) {
  const { spec } = props;
  return spec.type === 'select' ? (
    <SelectFilter {...props} spec={spec} />
  ) : (
    <TextFilter {...props} />
  );
}

/** A text filter: contains what was typed, sent once typing pauses. */
function TextFilter({ field, label, spec, value, onChange, withLabel }: Props) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const emit = useDebouncedCallback(
    (v: string) => onChange({ field, op: spec.op ?? 'contains', value: v }),
    350,
  );
  return (
    <TextInput
      size={withLabel ? 'sm' : 'xs'}
      label={withLabel ? label : undefined}
      value={text}
      placeholder={t('grid.filterPlaceholder')}
      aria-label={t('grid.filterBy', { label })}
      data-testid={`grid-filter-${field}`}
      onChange={(e) => {
        setText(e.currentTarget.value);
        emit(e.currentTarget.value);
      }}
    />
  );
}

/** A list filter: equals the chosen option (or all). */
function SelectFilter({
  field,
  label,
  spec,
  value,
  onChange,
  withLabel,
}: Props & { spec: Extract<ColumnFilterSpec, { type: 'select' }> }) {
  const { t } = useTranslation('common');
  return (
    <Select
      size={withLabel ? 'sm' : 'xs'}
      label={withLabel ? label : undefined}
      data={spec.options}
      value={typeof value === 'string' ? value : null}
      placeholder={t('grid.all')}
      clearable
      miw={130}
      aria-label={t('grid.filterBy', { label })}
      data-testid={`grid-filter-${field}`}
      onChange={(v) => onChange({ field, op: spec.op ?? '=', value: v ?? '' })}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
