import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequestRow } from '@faena/contracts';
import { notifySuccess } from '../../../../lib/notify';
import { AttachmentsPanel } from './attachments-panel';
import { RequestForm } from './request-form';
import { ResubmitForm } from './resubmit-form';

/**
 * The dialogs of "Mis solicitudes" (new, draft, attachments, correction) and what follows a
 * command: read your writes, the grid reloads at the command's position before the result shows.
 */
export function useRequestDialogs(refetch: (afterPosition?: number) => Promise<void>) {
  const { t } = useTranslation('requests');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<RequestRow | null>(null);
  const [editing, setEditing] = useState<RequestRow | null>(null);
  const [attachingId, setAttachingId] = useState<string | null>(null);
  const afterCommand = async (result: CommandResult, messageKey: string) => {
    await refetch(result.position);
    setCreating(false);
    setCorrecting(null);
    setEditing(null);
    notifySuccess(t(messageKey));
  };
  const afterAttachment = async (result: CommandResult, messageKey: string) => {
    await refetch(result.position);
    notifySuccess(t(messageKey));
  };
  const open = { setCreating, setCorrecting, setEditing, setAttachingId };
  return { creating, correcting, editing, attachingId, open, afterCommand, afterAttachment };
}

export type RequestDialogsState = ReturnType<typeof useRequestDialogs>;

/** The message of a sent request or a saved draft. */
export const sentKey = (kind: 'sent' | 'draft') => (kind === 'draft' ? 'draftSaved' : 'submitted');

interface Props {
  dialogs: RequestDialogsState;
  /** the grid's row of the request whose attachments are open (a push updates it) */
  attaching: RequestRow | null;
}

/** The open dialog: the new request's form, a draft's, a request's attachments, a correction. */
export function RequestDialogs({ dialogs, attaching }: Props) {
  const { t } = useTranslation('requests');
  const { creating, open, afterCommand } = dialogs;
  return (
    <>
      <Modal
        opened={creating}
        onClose={() => open.setCreating(false)}
        title={t('form.title')}
        size="lg"
      >
        {creating && (
          <RequestForm
            onSubmitted={(r, kind) => afterCommand(r, sentKey(kind))}
            onCancel={() => open.setCreating(false)}
          />
        )}
      </Modal>
      <DraftDialog dialogs={dialogs} />
      <AttachmentsDialog dialogs={dialogs} attaching={attaching} />
      <CorrectionDialog dialogs={dialogs} />
    </>
  );
}

/** A draft (Incompleta) to complete: saved again or sent. */
function DraftDialog({ dialogs }: { dialogs: RequestDialogsState }) {
  const { t } = useTranslation('requests');
  const { editing, open, afterCommand } = dialogs;
  return (
    <Modal
      opened={editing !== null}
      onClose={() => open.setEditing(null)}
      title={t('form.editTitle')}
      size="lg"
    >
      {editing && (
        <RequestForm
          draft={editing}
          onSubmitted={(r, kind) => afterCommand(r, sentKey(kind))}
          onCancel={() => open.setEditing(null)}
        />
      )}
    </Modal>
  );
}

function AttachmentsDialog({ dialogs, attaching }: Props) {
  const { t } = useTranslation('requests');
  return (
    <Modal
      opened={attaching !== null}
      onClose={() => dialogs.open.setAttachingId(null)}
      title={t('attachments.title')}
      size="lg"
    >
      {attaching && <AttachmentsPanel request={attaching} onChanged={dialogs.afterAttachment} />}
    </Modal>
  );
}

function CorrectionDialog({ dialogs }: { dialogs: RequestDialogsState }) {
  const { t } = useTranslation('requests');
  const { correcting, open, afterCommand } = dialogs;
  return (
    <Modal
      opened={correcting !== null}
      onClose={() => open.setCorrecting(null)}
      title={t('resubmit.title')}
      size="lg"
    >
      {correcting && (
        <ResubmitForm
          request={correcting}
          onSubmitted={(r) => afterCommand(r, 'resubmitted')}
          onCancel={() => open.setCorrecting(null)}
        />
      )}
    </Modal>
  );
}
