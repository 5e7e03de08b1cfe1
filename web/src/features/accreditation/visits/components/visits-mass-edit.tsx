import { MultiSelect } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CorrectVisitBodySchema,
  type CommandResult,
  type CorrectVisitBody,
  type VisitRow,
  type VisitZone,
} from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { MassCorrectionTable, type ExtraField } from '../../shared/components/mass-correction';
import {
  correctionValues,
  useMassCorrection,
  type CorrectionKind,
  type CorrectionValues,
} from '../../shared/hooks/use-mass-correction';
import { correctVisit, listVisitZones } from '../api/visits.api';

type VisitValues = CorrectionValues & { zoneIds: string[] };

interface Props {
  /** the caller's visits as the grid has them (the observed ones are edited) */
  visits: VisitRow[];
  onSaved: (position: number) => Promise<unknown>;
  correct?: (body: CorrectVisitBody) => Promise<CommandResult>;
  loadZones?: () => Promise<VisitZone[]>;
}

const visitIdOf = (v: VisitRow) => v.visitId;

function visitKind(
  correct: (body: CorrectVisitBody) => Promise<CommandResult>,
): CorrectionKind<VisitRow, VisitValues, CorrectVisitBody> {
  return {
    idOf: visitIdOf,
    initial: (v) => ({ zoneIds: v.zoneIds, ...correctionValues(v) }),
    toBody: (v, values, commandId) => ({ commandId, visitId: v.visitId, ...values }),
    schema: CorrectVisitBodySchema,
    correct,
  };
}

/** The zones column: the client's zones, loaded once. */
function useZonesField(loadZones: () => Promise<VisitZone[]>): ExtraField<VisitRow, VisitValues> {
  const { t } = useTranslation('visits');
  const [zones, setZones] = useState<VisitZone[]>([]);
  useEffect(() => {
    loadZones().then(setZones, notifyError);
  }, [loadZones]);
  const data = zones.map((z) => ({ value: z.zoneId, label: z.name }));
  return {
    header: t('form.zones'),
    field: 'zoneIds',
    render: ({ row, values, onChange, error, disabled }) => (
      <MultiSelect
        aria-label={t('form.zones')}
        data={data}
        value={values.zoneIds}
        onChange={(zoneIds) => onChange({ zoneIds })}
        error={error}
        disabled={disabled}
        searchable
        data-testid={`em-zones-${row.visitId}`}
      />
    ),
  };
}

/**
 * Mass edit (EM) of the requester's visits: every observed visit in one table (zones, days,
 * observation), each changed one corrected through its own command (back to Pendiente).
 */
export function VisitsMassEdit({
  visits,
  onSaved,
  correct = correctVisit,
  loadZones = listVisitZones,
}: Props) {
  const { t } = useTranslation('visits');
  const observed = useMemo(() => visits.filter((v) => v.status === 'O'), [visits]);
  const kind = useMemo(() => visitKind(correct), [correct]);
  const mc = useMassCorrection({ observed, kind, onSaved });
  const extra = useZonesField(loadZones);
  return (
    <MassCorrectionTable mc={mc} idOf={visitIdOf} emptyText={t('massEdit.empty')} extra={extra} />
  );
}
