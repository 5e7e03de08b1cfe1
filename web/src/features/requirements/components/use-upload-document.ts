import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequirementSubject } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { checkedPdf, type AttachedFile } from '../../../lib/files';
import { notifyError } from '../../../lib/notify';
import { submitRequirementDocument } from '../api/requirements.api';

/** The chosen PDF: the file in the box, the checked attachment, or the check's message. */
function usePdfChoice() {
  const { t } = useTranslation('requirements');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<AttachedFile | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setFileError(undefined);
    if (!chosen) return;
    const result = await checkedPdf(chosen);
    if ('error' in result) setFileError(t(result.error));
    else setChecked(result);
  };
  return { file, checked, fileError, choose };
}

/** The new document's type, PDF and dates, and its send (the file box is cleared once sent). */
export function useUploadDocument(
  subject: RequirementSubject,
  onSent: (result: CommandResult) => unknown,
) {
  const [typeCode, setTypeCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pdf = usePdfChoice();
  const dates = useDocumentDates();
  const { issuedOn, expiresOn } = dates;
  const { checked, choose } = pdf;
  const send = async () => {
    if (!typeCode || !checked) return;
    setBusy(true);
    try {
      const body = { commandId: newCommandId(), subject, typeCode, issuedOn, expiresOn };
      await onSent(await submitRequirementDocument({ ...body, file: checked }));
      void choose(null);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const ready = !!typeCode && !!checked && !!issuedOn && !!expiresOn;
  return { ...pdf, ...dates, typeCode, setTypeCode, busy, send, ready };
}

/** The document's issue and expiry dates, as typed (empty until entered). */
function useDocumentDates() {
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  return { issuedOn, setIssuedOn, expiresOn, setExpiresOn };
}
