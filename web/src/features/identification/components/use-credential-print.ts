import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { badgesPdfUrl, printCredentials } from '../api/identification.api';
import type { BadgesPdf } from './badges-pdf-modal';

type Changed = (result: CommandResult, message: string) => Promise<void>;

/**
 * The credentials chosen for printing, and the print: the printed flag is set, the choice is
 * cleared, and the badges open as one PDF.
 */
export function useCredentialPrint(changed: Changed) {
  const { t, i18n } = useTranslation('identification');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [pdf, setPdf] = useState<BadgesPdf | null>(null);
  const print = async () => {
    setPrinting(true);
    try {
      const ids = [...selected];
      const result = await printCredentials({ commandId: newCommandId(), credentialIds: ids });
      setSelected(new Set());
      await changed(result, t('print.done', { count: ids.length }));
      const url = await badgesPdfUrl(ids, i18n.language.startsWith('en') ? 'en' : 'es');
      setPdf({ url, count: ids.length });
    } catch (err) {
      notifyError(err);
    } finally {
      setPrinting(false);
    }
  };
  return { selected, setSelected, printing, print, pdf, closePdf: () => setPdf(null) };
}
