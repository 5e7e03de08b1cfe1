import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CommandResult,
  PersonRow,
  RequirementDocumentRow,
  RequirementStatusRow,
  RequirementTypeRow,
} from '@faena/contracts';
import { PersonField } from '../../../components/person-picker/person-field';
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
import { UploadDocumentForm } from './upload-document-form';

const TYPES_QUERY = {
  skip: 0,
  take: 1000,
  sort: JSON.stringify([{ selector: 'description', desc: false }]),
  filter: JSON.stringify([['entity', '=', 'P'], 'and', ['active', '=', true]]),
};

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
                  <Badge color={STATUS_COLORS[latest.status]} variant="light">
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

function useSubjectDocuments(personId: string | null) {
  // the rows answered for a person: another person's rows never show while a load is out
  const [loaded, setLoaded] = useState<{ personId: string; rows: RequirementDocumentRow[] }>();
  const load = useCallback(
    async (afterPosition?: number) => {
      if (!personId) return;
      const rows = await subjectDocuments({ entity: 'P', id: personId }, { afterPosition });
      setLoaded({ personId, rows });
    },
    [personId],
  );
  useEffect(() => {
    if (!personId) return;
    subjectDocuments({ entity: 'P', id: personId }).then(
      (rows) => setLoaded({ personId, rows }),
      notifyError,
    );
  }, [personId]);
  return { documents: loaded?.personId === personId ? loaded.rows : [], load };
}

/** A person's requirement documents: pick, see each requirement's state, upload, review; live. */
export function SubjectDocumentsPage() {
  const { t } = useTranslation('requirements');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const contractor = Boolean(user?.profile.companyId);
  const canSubmit = hasPermission(user, 'requirements.submit');
  const canReview = hasPermission(user, 'requirements.review');
  const [person, setPerson] = useState<PersonRow | null>(null);
  const [types, setTypes] = useState<RequirementTypeRow[]>([]);
  const { documents, load } = useSubjectDocuments(person?.personId ?? null);
  const notices = useLiveNotices({});
  useEffect(() => {
    listRequirementTypes(TYPES_QUERY).then((page) => setTypes(page.data), notifyError);
  }, []);
  useLiveRoom<RequirementStatusRow>(
    clientId && !contractor && person ? `requirements:${clientId}` : null,
    (m) => {
      if (m.payload.subjectId !== person?.personId) return;
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
      subject: { entity: 'P' as const, id: doc.subjectId },
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
      <PersonField
        label={t('documents.subject')}
        personName={person?.fullName ?? null}
        onChange={setPerson}
        testId="requirement-person"
      />
      {person && (
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
                subject={{ entity: 'P', id: person.personId }}
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
