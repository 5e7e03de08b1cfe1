import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommandResult, CredentialRow } from '@faena/contracts';
import type { IdentificationOptions } from '../api/identification.api';
import { BadgesPdfModal } from './badges-pdf-modal';
import { CredentialForm } from './credential-form';
import { InactivateForm } from './inactivate-form';
import type { useCredentialPrint } from './use-credential-print';

type Changed = (result: CommandResult, message: string) => Promise<void>;

interface Props {
  options: IdentificationOptions;
  changed: Changed;
  printing: ReturnType<typeof useCredentialPrint>;
  issuing: boolean;
  setIssuing: (issuing: boolean) => void;
  inactivating: CredentialRow | null;
  setInactivating: (row: CredentialRow | null) => void;
}

/** The credentials page's modals: the badges PDF, a new credential, an inactivation. */
export function CredentialModals(p: Props) {
  return (
    <>
      <BadgesPdfModal pdf={p.printing.pdf} onClose={p.printing.closePdf} />
      <IssueModal
        opened={p.issuing}
        options={p.options}
        onClose={() => p.setIssuing(false)}
        changed={p.changed}
      />
      <InactivateModal
        row={p.inactivating}
        options={p.options}
        onClose={() => p.setInactivating(null)}
        changed={p.changed}
      />
    </>
  );
}

interface IssueModalProps {
  opened: boolean;
  options: IdentificationOptions;
  onClose: () => void;
  changed: Changed;
}

function IssueModal({ opened, options, onClose, changed }: IssueModalProps) {
  const { t } = useTranslation('identification');
  return (
    <Modal opened={opened} onClose={onClose} title={t('credentials.new')} size="lg">
      {opened && (
        <CredentialForm
          credentialTypes={options.credentialTypes}
          reasons={options.reasons}
          onCancel={onClose}
          onSaved={async (result) => {
            onClose();
            await changed(result, t('credentials.issued'));
          }}
        />
      )}
    </Modal>
  );
}

type InactivateModalProps = Omit<IssueModalProps, 'opened'> & { row: CredentialRow | null };

function InactivateModal({ row, options, onClose, changed }: InactivateModalProps) {
  const { t } = useTranslation('identification');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('inactivate.title')}>
      {row && (
        <InactivateForm
          row={row}
          reasons={options.reasons}
          onCancel={onClose}
          onSaved={async (result) => {
            onClose();
            await changed(result, t('inactivate.done'));
          }}
        />
      )}
    </Modal>
  );
}
