import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { newCommandId } from '../../../../lib/command-id';
import { useConfirm } from '../../../../lib/confirm';
import { warningToast } from '../../../../lib/dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { removeRequests } from '../api/requests.api';

type Remove = typeof removeRequests;

/** The rows ticked for a bulk removal. */
function useTicks() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((requestId: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(requestId);
      else next.delete(requestId);
      return next;
    });
  }, []);
  return { selected, setSelected, toggle };
}

/** What happened: how many were removed, or the spec's warning naming the ones the server kept. */
function reportRemoval(t: TFunction<'requests'>, result: Awaited<ReturnType<Remove>>): void {
  if (result.notRemoved.length === 0) {
    notifySuccess(t('remove.done', { count: result.removed.length }));
    return;
  }
  const codes = result.notRemoved.map((r) => r.code || r.requestId).join(', ');
  warningToast(`${t('errors:accreditation.someNotRemoved')} ${t('remove.kept', { codes })}`);
}

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
  const { selected, setSelected, toggle } = useTicks();

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
        reportRemoval(t, result);
      } catch (err) {
        notifyError(err, 'save');
      }
    },
    [t, remove, afterRemoved, setSelected],
  );

  return { selected, toggle, removeIds };
}
