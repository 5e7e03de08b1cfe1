import { Paper, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { hasPermission, useSession } from '../../../stores/session.store';
import { DocumentHistory } from './document-history';
import { RequirementSummary } from './requirement-summary';
import { SubjectPicker, type PickedSubject } from './subject-picker';
import { UploadDocumentForm } from './upload-document-form';
import {
  useEntityTypes,
  useRefreshed,
  useReview,
  useSubjectDocuments,
  useSubjectLive,
} from './use-subject-documents';

/** A titled panel of the page. */
function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      {title && (
        <Title order={2} size="h4" mb="xs">
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}

type UploadProps = Pick<Parameters<typeof UploadDocumentForm>[0], 'types' | 'onSent'> & {
  subject: PickedSubject;
};

/** A new document of the subject, for who may submit. */
function UploadSection({ subject, types, onSent }: UploadProps) {
  const { t } = useTranslation('requirements');
  return (
    <Section title={t('documents.upload')}>
      <UploadDocumentForm
        subject={{ entity: subject.entity, id: subject.id }}
        types={types}
        onSent={onSent}
      />
    </Section>
  );
}

type HistoryProps = Omit<Parameters<typeof DocumentHistory>[0], 'typeName'> & {
  types: UploadProps['types'];
};

/** Every document of the subject, each type by its name. */
function HistorySection({ types, ...history }: HistoryProps) {
  const { t } = useTranslation('requirements');
  const typeName = (code: string) => types.find((ty) => ty.code === code)?.description ?? code;
  return (
    <Section title={t('documents.history')}>
      <DocumentHistory {...history} typeName={typeName} />
    </Section>
  );
}

/** The chosen subject's summary, upload (for who may submit) and history (review for reviewers). */
function SubjectDocuments({ subject }: { subject: PickedSubject }) {
  const user = useSession((s) => s.user);
  const types = useEntityTypes(subject.entity);
  const { documents, load } = useSubjectDocuments(subject);
  const notices = useSubjectLive(subject, load);
  const refreshed = useRefreshed(load);
  const review = useReview(load);
  return (
    <>
      <Section>
        <RequirementSummary types={types} documents={documents} />
      </Section>
      {hasPermission(user, 'requirements.submit') && (
        <UploadSection
          subject={subject}
          types={types}
          onSent={(r) => refreshed(r, 'documents.sent')}
        />
      )}
      <HistorySection
        documents={documents}
        types={types}
        canReview={hasPermission(user, 'requirements.review')}
        onReview={review}
        isFresh={notices.isFresh}
      />
    </>
  );
}

/** A subject's requirement documents (person, vehicle or company): state, upload, review; live. */
export function SubjectDocumentsPage() {
  const { t } = useTranslation('requirements');
  const [subject, setSubject] = useState<PickedSubject | null>(null);
  return (
    <Stack data-testid="subject-documents-page">
      <PageHeading title={t('documents.title')} subtitle={t('documents.subtitle')} />
      <SubjectPicker subject={subject} onChange={setSubject} />
      {subject && <SubjectDocuments subject={subject} />}
    </Stack>
  );
}
