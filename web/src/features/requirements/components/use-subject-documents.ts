import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CommandResult,
  RequirementDocumentRow,
  RequirementEntity,
  RequirementStatusRow,
  RequirementTypeRow,
} from '@faena/contracts';
import { useLiveNotices, type LiveNotices } from '../../../components/live/use-live-notices';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { newCommandId } from '../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../stores/session.store';
import {
  approveRequirementDocument,
  listRequirementTypes,
  rejectRequirementDocument,
  subjectDocuments,
} from '../api/requirements.api';
import type { PickedSubject } from './subject-picker';

type Load = (afterPosition?: number) => Promise<void>;

/** The active types of one entity (a vehicle's SOAT is not asked of a person). */
const typesQuery = (entity: RequirementEntity) => ({
  skip: 0,
  take: 1000,
  sort: JSON.stringify([{ selector: 'description', desc: false }]),
  filter: JSON.stringify([['entity', '=', entity], 'and', ['active', '=', true]]),
});

/**
 * The subject's documents, newest first; `load` reads them again up to a position. Only the answer
 * of the latest read started shows: the first read of a subject, slow to answer, never overwrites
 * the newer rows read after an upload.
 */
export function useSubjectDocuments(subject: PickedSubject | null) {
  // the rows answered for a subject: another subject's rows never show while a load is out
  const [loaded, setLoaded] = useState<{ key: string; rows: RequirementDocumentRow[] }>();
  const latest = useRef(0);
  const entity = subject?.entity;
  const id = subject?.id;
  const key = entity && id ? `${entity}:${id}` : '';
  const read = useCallback(
    async (afterPosition?: number) => {
      if (!entity || !id) return;
      const ticket = ++latest.current;
      const rows = await subjectDocuments({ entity, id }, { afterPosition });
      if (ticket === latest.current) setLoaded({ key: `${entity}:${id}`, rows });
    },
    [entity, id],
  );
  useEffect(() => {
    read().catch(notifyError);
  }, [read]);
  return { documents: loaded?.key === key ? loaded.rows : [], load: read };
}

/** The active requirement types of the subject's entity. */
export function useEntityTypes(entity: RequirementEntity) {
  const [types, setTypes] = useState<RequirementTypeRow[]>([]);
  useEffect(() => {
    listRequirementTypes(typesQuery(entity)).then((page) => setTypes(page.data), notifyError);
  }, [entity]);
  return types;
}

/**
 * Follows the client's requirements room (not a contractor's): a change of the subject's documents
 * marks the document fresh and reads them again from its position.
 */
export function useSubjectLive(subject: PickedSubject, load: Load): LiveNotices {
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const contractor = Boolean(user?.profile.companyId);
  const notices = useLiveNotices({});
  useLiveRoom<RequirementStatusRow>(
    clientId && !contractor ? `requirements:${clientId}` : null,
    (m) => {
      if (m.payload.subjectId !== subject.id || m.payload.subjectEntity !== subject.entity) return;
      notices.notice(m.payload.docId);
      void load(m.position);
    },
    (position) => load(position),
  );
  return notices;
}

/** After a command: the documents are read up to its position and a notice says what was done. */
export function useRefreshed(load: Load) {
  const { t } = useTranslation('requirements');
  return async (result: CommandResult, done: string) => {
    await load(result.position);
    notifySuccess(t(done));
  };
}

/** Approves (no reason) or rejects (with the reason) a pending document. */
export function useReview(load: Load) {
  const refreshed = useRefreshed(load);
  return async (doc: RequirementDocumentRow, reason: string | null) => {
    const body = {
      commandId: newCommandId(),
      subject: { entity: doc.subjectEntity, id: doc.subjectId },
      docId: doc.docId,
    };
    try {
      if (reason === null)
        await refreshed(await approveRequirementDocument(body), 'documents.approved');
      else
        await refreshed(await rejectRequirementDocument({ ...body, reason }), 'documents.rejected');
    } catch (err) {
      notifyError(err);
    }
  };
}
