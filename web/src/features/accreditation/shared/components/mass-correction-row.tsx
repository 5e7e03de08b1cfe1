import { Badge, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateBox } from '../../../../components/forms/date-field';
import { today } from '../../../../lib/format';
import type {
  CorrectionValues,
  MassCorrection,
  ObservedItem,
  RowOutcome,
} from '../hooks/use-mass-correction';

/** A kind's own editable field (a visit's zones), rendered in its own column. */
export interface ExtraField<Row, V> {
  header: string;
  /** the body's field it edits (its errors show under it) */
  field: string;
  render: (args: {
    row: Row;
    values: V;
    onChange: (patch: Partial<V>) => void;
    error: string | undefined;
    disabled: boolean;
  }) => ReactNode;
}

interface RowProps<Row extends ObservedItem, V extends CorrectionValues> {
  mc: MassCorrection<Row, V>;
  row: Row;
  id: string;
  extra: ExtraField<Row, V> | undefined;
}

/** One observed item: code, comment, its editable values with their errors, and its outcome. */
export function CorrectionRow<Row extends ObservedItem, V extends CorrectionValues>({
  mc,
  row,
  id,
  extra,
}: RowProps<Row, V>) {
  const { t } = useTranslation('screenModes');
  const values = mc.valuesOf(row);
  const errors = mc.errors[id] ?? {};
  const err = (name: string) =>
    errors[name] ? t(errors[name], { defaultValue: t('common:invalidValue') }) : undefined;
  const disabled = mc.isSent(row) || mc.progress !== null;
  const onChange = (patch: Partial<V>) => mc.edit(row, patch);
  return (
    <Table.Tr data-testid={`em-row-${id}`}>
      <ItemCells id={id} row={row} />
      {extra && (
        <Table.Td miw={220}>
          {extra.render({ row, values, onChange, error: err(extra.field), disabled })}
        </Table.Td>
      )}
      <DateCells id={id} values={values} err={err} disabled={disabled} onChange={onChange} />
      <Table.Td>
        <OutcomeCell id={id} outcome={mc.outcomes[id]} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The item's code and what the approver said. */
function ItemCells({ id, row }: { id: string; row: ObservedItem }) {
  return (
    <>
      <Table.Td>
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {row.code}
        </Text>
      </Table.Td>
      <Table.Td maw={220}>
        <Text size="sm" c="orange.8" data-testid={`em-comment-${id}`}>
          {row.lastComment || '—'}
        </Text>
      </Table.Td>
    </>
  );
}

interface DateCellsProps<V> {
  id: string;
  values: V;
  err: (name: string) => string | undefined;
  disabled: boolean;
  onChange: (patch: Partial<V>) => void;
}

/** The start and end dates (from today on, as the single correction form), the observation. */
function DateCells<V extends CorrectionValues>({
  id,
  values,
  err,
  disabled,
  onChange,
}: DateCellsProps<V>) {
  const { t } = useTranslation('screenModes');
  return (
    <>
      {(['startDate', 'endDate'] as const).map((name) => (
        <Table.Td key={name} miw={150}>
          <DateBox
            label=""
            required
            minDate={today()}
            value={values[name]}
            onChange={(iso) => onChange({ [name]: iso } as Partial<V>)}
            error={err(name)}
            disabled={disabled}
            ariaLabel={t(`massEdit.${name}`)}
            testId={`em-${name}-${id}`}
          />
        </Table.Td>
      ))}
      <ObservationCell id={id} values={values} err={err} disabled={disabled} onChange={onChange} />
    </>
  );
}

function ObservationCell<V extends CorrectionValues>(props: DateCellsProps<V>) {
  const { t } = useTranslation('screenModes');
  const { id, values, err, disabled, onChange } = props;
  return (
    <Table.Td miw={180}>
      <TextInput
        value={values.observation}
        onChange={(e) => onChange({ observation: e.currentTarget.value } as Partial<V>)}
        error={err('observation')}
        disabled={disabled}
        aria-label={t('massEdit.observation')}
        data-testid={`em-observation-${id}`}
      />
    </Table.Td>
  );
}

/** Sent, or refused with the server's message (the row keeps its values). */
function OutcomeCell({ id, outcome }: { id: string; outcome: RowOutcome | undefined }) {
  const { t } = useTranslation('screenModes');
  if (!outcome) return null;
  if (outcome.kind === 'sent')
    return (
      <Badge color="green" data-testid={`em-sent-${id}`}>
        {t('massEdit.sent')}
      </Badge>
    );
  return (
    <Text size="sm" c="red" data-testid={`em-refused-${id}`}>
      {t('massEdit.refused', { message: outcome.message })}
    </Text>
  );
}
