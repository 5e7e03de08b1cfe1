import { Alert, Badge, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitHistory, VisitRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { formatDate } from '../../../../lib/format';
import { HistoryTimeline } from '../../request-history/components/history-timeline';
import {
  useVisitHistory,
  type LoadVisitHistory,
  type VisitHistoryState,
} from './use-visit-history';

interface Props {
  visit: VisitRow | null;
  zoneName: (zoneId: string) => string;
  onClose: () => void;
  load?: LoadVisitHistory;
}

/** A visit at a glance: host, visitors, zones, days, status with the approver's comment, history. */
export function VisitDetailDrawer({ visit, zoneName, onClose, load }: Props) {
  const { t } = useTranslation('visits');
  const state = useVisitHistory(visit?.visitId ?? null, load);
  const history = state && 'history' in state ? state.history : null;
  const phone = usePhone();
  return (
    <Drawer
      opened={visit !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={visit ? t('detail.title', { code: visit.code }) : ''}
    >
      {visit && (
        <Stack data-testid="visit-detail">
          <VisitSummary visit={visit} zoneName={zoneName} />
          <Visitors visit={visit} companies={history} />
          <HistorySection state={state} />
        </Stack>
      )}
    </Drawer>
  );
}

function HistorySection({ state }: { state: VisitHistoryState }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <Title order={3} size="h5">
        {t('detail.history')}
      </Title>
      {state === null && <Loader size="sm" />}
      {state && 'error' in state && <Alert color="red">{state.error}</Alert>}
      {state && 'history' in state && (
        <HistoryTimeline entries={state.history.entries} upTo={null} />
      )}
    </>
  );
}

function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div data-testid={testId}>{children}</div>
    </div>
  );
}

function VisitSummary({ visit, zoneName }: Pick<Props, 'zoneName'> & { visit: VisitRow }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <Field label={t('detail.host')} testId="visit-detail-host">
        <Text size="sm">{visit.hostName}</Text>
      </Field>
      <VisitStatus visit={visit} />
      <Field label={t('detail.days')} testId="visit-detail-days">
        <Text size="sm">{`${formatDate(visit.startDate)} – ${formatDate(visit.endDate)}`}</Text>
      </Field>
      <Field label={t('detail.zones')} testId="visit-detail-zones">
        <Group gap={4}>
          {visit.zoneIds.map((z) => (
            <Badge key={z} variant="light" color="gray">
              {zoneName(z)}
            </Badge>
          ))}
        </Group>
      </Field>
      {visit.observation && (
        <Field label={t('detail.observation')} testId="visit-detail-observation">
          <Text size="sm">{visit.observation}</Text>
        </Field>
      )}
    </>
  );
}

function VisitStatus({ visit }: { visit: VisitRow }) {
  const { t } = useTranslation('visits');
  return (
    <Field label={t('detail.status')} testId="visit-detail-status">
      <RequestStatusBadge status={visit.status} />
      {visit.lastComment && (
        <Text size="sm" fs="italic" mt={4}>
          {t('detail.comment')}: “{visit.lastComment}”
        </Text>
      )}
    </Field>
  );
}

function Visitors({ visit, companies }: { visit: VisitRow; companies: VisitHistory | null }) {
  const { t } = useTranslation('visits');
  const companyOf = (personId: string) =>
    companies?.visitorCompanies.find((c) => c.personId === personId)?.companyName ?? '';
  return (
    <Field label={t('detail.visitors')} testId="visit-detail-visitors">
      <Table.ScrollContainer minWidth={340}>
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.document')}</Table.Th>
              <Table.Th>{t('detail.name')}</Table.Th>
              <Table.Th>{t('detail.company')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visit.visitors.map((v) => (
              <Table.Tr key={v.personId} data-testid={`visit-detail-visitor-${v.documentNumber}`}>
                <Table.Td>{`${v.documentType} ${v.documentNumber}`}</Table.Td>
                <Table.Td>{v.personName}</Table.Td>
                <Table.Td>{companyOf(v.personId)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Field>
  );
}
