import { Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateBox } from '../../../../components/forms/date-field';
import { today } from '../../../../lib/format';
import type { CorrectionValues, MassCorrection, ObservedItem } from '../hooks/use-mass-correction';
import { CorrectionRow, type ExtraField } from './mass-correction-row';

export type { ExtraField } from './mass-correction-row';

interface Props<Row extends ObservedItem, V extends CorrectionValues> {
  mc: MassCorrection<Row, V>;
  idOf: (row: Row) => string;
  /** what the screen says when none of the caller's items is observed */
  emptyText: string;
  /** a field of this kind besides the period and observation (a visit's zones) */
  extra?: ExtraField<Row, V>;
}

/**
 * Mass edit (EM) of the caller's observed items: one row each (code, the approver's comment, the
 * editable values, the outcome), dates applied to all at once, and Save all with its progress.
 */
export function MassCorrectionTable<Row extends ObservedItem, V extends CorrectionValues>({
  mc,
  idOf,
  emptyText,
  extra,
}: Props<Row, V>) {
  const { t } = useTranslation('screenModes');
  if (mc.rows.length === 0)
    return (
      <Text c="dimmed" data-testid="em-empty">
        {emptyText}
      </Text>
    );
  return (
    <Stack data-testid="mass-correction">
      <Text size="sm" c="dimmed">
        {t('massEdit.hint')}
      </Text>
      <ApplyAll onApply={(patch) => mc.editAll(patch as Partial<V>)} />
      <CorrectionGrid mc={mc} idOf={idOf} extra={extra} />
      <SaveBar mc={mc} />
    </Stack>
  );
}

/** The table, scrolling inside its own box on a narrow screen (a phone). */
function CorrectionGrid<Row extends ObservedItem, V extends CorrectionValues>({
  mc,
  idOf,
  extra,
}: Omit<Props<Row, V>, 'emptyText'>) {
  return (
    <Table.ScrollContainer minWidth={extra ? 960 : 820} data-testid="em-scroll">
      <Table striped verticalSpacing="xs">
        <CorrectionHead extraHeader={extra?.header} />
        <Table.Tbody>
          {mc.rows.map((row) => (
            <CorrectionRow key={idOf(row)} mc={mc} row={row} id={idOf(row)} extra={extra} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CorrectionHead({ extraHeader }: { extraHeader: string | undefined }) {
  const { t } = useTranslation('screenModes');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('massEdit.code')}</Table.Th>
        <Table.Th>{t('massEdit.comment')}</Table.Th>
        {extraHeader !== undefined && <Table.Th>{extraHeader}</Table.Th>}
        <Table.Th>{t('massEdit.startDate')}</Table.Th>
        <Table.Th>{t('massEdit.endDate')}</Table.Th>
        <Table.Th>{t('massEdit.observation')}</Table.Th>
        <Table.Th>{t('massEdit.outcome')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

const DATES = ['startDate', 'endDate'] as const;

/** The dates set on every row not yet sent ("apply to all"). */
function ApplyAll({ onApply }: { onApply: (patch: Partial<CorrectionValues>) => void }) {
  return (
    <Group align="flex-end" wrap="wrap">
      {DATES.map((name) => (
        <ApplyDate key={name} name={name} onApply={onApply} />
      ))}
    </Group>
  );
}

interface ApplyDateProps {
  name: (typeof DATES)[number];
  onApply: (patch: Partial<CorrectionValues>) => void;
}

function ApplyDate({ name, onApply }: ApplyDateProps) {
  const { t } = useTranslation('screenModes');
  const [date, setDate] = useState('');
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateBox
        label={t(`massEdit.${name}`)}
        minDate={today()}
        value={date}
        onChange={setDate}
        testId={`em-all-${name}`}
      />
      <Button
        variant="light"
        disabled={date === ''}
        onClick={() => onApply({ [name]: date })}
        data-testid={`em-apply-${name}`}
      >
        {t('massEdit.applyAll')}
      </Button>
    </Group>
  );
}

/** While sending, how many changed rows are done; Save all (one command per changed row). */
function SaveBar<Row extends ObservedItem, V extends CorrectionValues>({
  mc,
}: {
  mc: MassCorrection<Row, V>;
}): ReactNode {
  const { t } = useTranslation('screenModes');
  const { progress } = mc;
  return (
    <>
      {progress && (
        <Progress
          value={(progress.done / Math.max(progress.total, 1)) * 100}
          data-testid="em-progress"
        />
      )}
      <Group justify="flex-end">
        <Button
          disabled={mc.changedCount === 0 || progress !== null}
          loading={progress !== null}
          onClick={() => void mc.saveAll()}
          data-testid="em-save-all"
        >
          {t('massEdit.saveAll', { count: mc.changedCount })}
        </Button>
      </Group>
    </>
  );
}
