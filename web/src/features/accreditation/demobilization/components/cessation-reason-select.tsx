import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../lib/notify';
import { listCessationReasons, type CessationReason } from '../api/demobilization.api';

interface Props {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/** The cessation reason, one of the active items of the termination-reasons catalogue. */
export function CessationReasonSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation('demobilization');
  const reasons = useCessationReasons();
  return (
    <Select
      label={t('form.cessationReason')}
      data={reasons.map((r) => ({ value: r.code, label: r.description }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      searchable
      required
      data-testid="demobilization-reason"
    />
  );
}

/** The active termination reasons (code and description), loaded once per screen. */
export function useCessationReasons(): CessationReason[] {
  const [reasons, setReasons] = useState<CessationReason[]>([]);
  useEffect(() => {
    let live = true;
    listCessationReasons()
      .then((list) => live && setReasons(list))
      .catch(notifyError);
    return () => {
      live = false;
    };
  }, []);
  return reasons;
}
