import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CommandResult,
  RequirementDocumentRow,
  RequirementEntity,
  RequirementStatusRow,
  RequirementTypeRow,
} from '@faena/contracts';
import { useLiveNotices } from '../../../components/live/use-live-notices';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { newCommandId } from '../../../lib/command-id';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import {
  approveRequirementDocument,
  listRequirementTypes,
  rejectRequirementDocument,
  subjectDocuments,
} from '../api/requirements.api';
import { DocumentHistory } from './document-history';
import { STATUS_COLORS } from './requirement-columns';
import { SubjectPicker, type PickedSubject } from './subject-picker';
import { UploadDocumentForm } from './upload-document-form';

/** The active types of one entity (a vehicle's SOAT is not asked of a person). */
const typesQuery = (entity: RequirementEntity) => ({
  skip: 0,
  take: 1000,
  sort: JSON.stringify([{ selector: 'description', desc: false }]),
  filter: JSON.stringify([['entity', '=', entity], 'and', ['active', '=', true]]),
});

/** The person's requirements for the caller's client: one row per type with its latest document. */
function RequirementSummary({
  types,
  documents,
}: {
  types: RequirementTypeRow[];
  documents: RequirementDocumentRow[];
}) {
  const { t } = useTranslation('requirements');
  return (
    <Table data-testid="requirement-summary">
      <Table.Tbody>
        {types.map((type) => {
          const latest = documents.find((d) => d.typeCode === type.code);
          return (
            <Table.Tr key={type.code} data-testid={`summary-${type.code}`}>
              <Table.Td>{type.description}</Table.Td>
              <Table.Td>
                {latest ? (
                  <Badge color={STATUS_COLORS[latest.status]} variant="light" miw="max-content">
                    {t(`status.${latest.status}`)}
                  </Badge>
                ) : (
                  <Text c="dimmed" size="sm">
                    {t('documents.noDocument')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{latest ? formatDate(latest.expiresOn) : ''}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function useSubjectDocuments(subject: PickedSubject | null) {
  // the rows answered for a subject: another subject's rows never show while a load is out
  const [loaded, setLoaded] = useState<{ key: string; rows: RequirementDocumentRow[] }>();
  const entity = subject?.entity;
  const id = subject?.id;
  const key = entity && id ? `${entity}:${id}` : '';
  const load = useCallback(
    async (afterPosition?: number) => {
      if (!entity || !id) return;
      const rows = await subjectDocuments({ entity, id }, { afterPosition });
      setLoaded({ key: `${entity}:${id}`, rows });
    },
    [entity, id],
  );
  useEffect(() => {
    if (!entity || !id) return;
    subjectDocuments({ entity, id }).then(
      (rows) => setLoaded({ key: `${entity}:${id}`, rows }),
      notifyError,
    );
  }, [entity, id]);
  return { documents: loaded?.key === key ? loaded.rows : [], load };
}

function useEntityTypes(entity: RequirementEntity) {
  const [types, setTypes] = useState<RequirementTypeRow[]>([]);
  useEffect(() => {
    listRequirementTypes(typesQuery(entity)).then((page) => setTypes(page.data), notifyError);
  }, [entity]);
  return types;
}

/** A subject's requirement documents (person, vehicle or company): state, upload, review; live. */
export function SubjectDocumentsPage() {
  const { t } = useTranslation('requirements');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const contractor = Boolean(user?.profile.companyId);
  const canSubmit = hasPermission(user, 'requirements.submit');
  const canReview = hasPermission(user, 'requirements.review');
  const [subject, setSubject] = useState<PickedSubject | null>(null);
  const types = useEntityTypes(subject?.entity ?? 'P');
  const { documents, load } = useSubjectDocuments(subject);
  const notices = useLiveNotices({});
  useLiveRoom<RequirementStatusRow>(
    clientId && !contractor && subject ? `requirements:${clientId}` : null,
    (m) => {
      if (m.payload.subjectId !== subject?.id || m.payload.subjectEntity !== subject.entity) return;
      notices.notice(m.payload.docId);
      void load(m.position);
    },
    (position) => load(position),
  );
  const refreshed = async (result: CommandResult, done: string) => {
    await load(result.position);
    notifySuccess(t(done));
  };
  const review = async (doc: RequirementDocumentRow, reason: string | null) => {
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
  const typeName = (code: string) => types.find((ty) => ty.code === code)?.description ?? code;
  return (
    <Stack data-testid="subject-documents-page">
      <Title order={1} size="h2">
        {t('documents.title')}
      </Title>
      <Text c="dimmed">{t('documents.subtitle')}</Text>
      <SubjectPicker subject={subject} onChange={setSubject} />
      {subject && (
        <>
          <Paper withBorder p="md">
            <RequirementSummary types={types} documents={documents} />
          </Paper>
          {canSubmit && (
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="xs">
                {t('documents.upload')}
              </Title>
              <UploadDocumentForm
                subject={{ entity: subject.entity, id: subject.id }}
                types={types}
                onSent={(r) => refreshed(r, 'documents.sent')}
              />
            </Paper>
          )}
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t('documents.history')}
            </Title>
            <DocumentHistory
              documents={documents}
              typeName={typeName}
              canReview={canReview}
              onReview={review}
              isFresh={notices.isFresh}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
