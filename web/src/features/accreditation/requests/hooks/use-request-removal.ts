import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newCommandId } from '../../../../lib/command-id';
import { useConfirm } from '../../../../lib/confirm';
import { warningToast } from '../../../../lib/dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { removeRequests } from '../api/requests.api';

type Remove = typeof removeRequests;

/**
 * Removing requests from "Mis solicitudes": the rows ticked for a bulk removal, and the removal
 * itself (confirm → call → the grid reloads at the command's position → what happened). Requests
 * the server kept (attended meanwhile) are named in the spec's warning.
 */
export function useRequestRemoval(
  afterRemoved: (position: number) => Promise<unknown>,
  remove: Remove = removeRequests,
) {
  const { t } = useTranslation('requests');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((requestId: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(requestId);
      else next.delete(requestId);
      return next;
    });
  }, []);

  const removeIds = useCallback(
    async (requestIds: string[]) => {
      if (requestIds.length === 0) return;
      const ok = await useConfirm
        .getState()
        .ask({ message: t('remove.confirm', { count: requestIds.length }) });
      if (!ok) return;
      try {
        const result = await remove({ commandId: newCommandId(), requestIds });
        await afterRemoved(result.position);
        setSelected(new Set());
        if (result.notRemoved.length > 0) {
          const codes = result.notRemoved.map((r) => r.code || r.requestId).join(', ');
          warningToast(
            `${t('errors:accreditation.someNotRemoved')} ${t('remove.kept', { codes })}`,
          );
        } else {
          notifySuccess(t('remove.done', { count: result.removed.length }));
        }
      } catch (err) {
        notifyError(err, 'save');
      }
    },
    [t, remove, afterRemoved],
  );

  return { selected, toggle, removeIds };
}
