import { Anchor, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STREAMS, type DemobilizationRow } from '@faena/contracts';
import { RecordHistory } from '../../../../components/record-history/record-history';

/**
 * "Historial" of one demobilization: every event of its stream with who and when, in the shared
 * record-history view (the server lets holders of audit.read read accreditation streams).
 */
export function DemobilizationHistoryLink({ row }: { row: DemobilizationRow }) {
  const { t } = useTranslation('demobilization');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        size="xs"
        onClick={() => setOpen(true)}
        data-testid={`history-${row.demobilizationId}`}
      >
        {t('grid.history')}
      </Anchor>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`${t('grid.history')} · ${row.code}`}
        size="lg"
      >
        {open && <RecordHistory stream={STREAMS.demobilization(row.demobilizationId)} />}
      </Modal>
    </>
  );
}
