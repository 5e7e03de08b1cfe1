import { Avatar, Badge, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API,
  type GridPage,
  type MarkRow,
  type PersonAccessRow,
  type RequirementDocumentRow,
} from '@faena/contracts';
import { formatDate } from '../../../../lib/format';
import { http } from '../../../../lib/http';
import { photoOf } from '../../hooks/use-guard-mark';

/** Loads once per person; null while loading or when the read failed (the tab says so). */
export function useLoaded<T>(load: () => Promise<T>, key: string): T | null | 'failed' {
  const [state, setState] = useState<{ key: string; value: T | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ key, value }),
      () => live && setState({ key, value: 'failed' }),
    );
    return () => {
      live = false;
    };
    // the key names the person: load changes with it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? state.value : null;
}

/** The Person tab: who it is, the company, the group as of today. */
export function PersonTab({ row }: { row: PersonAccessRow }) {
  const { t } = useTranslation('accessRules');
  return (
    <Table data-testid="person-access-person">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th>{t('people.person')}</Table.Th>
          <Table.Td>{row.fullName}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('tabs.document')}</Table.Th>
          <Table.Td>
            {row.documentType} {row.documentNumber}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('people.company')}</Table.Th>
          <Table.Td>{row.companyName}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('people.group')}</Table.Th>
          <Table.Td>
            <Badge variant="light">{row.group}</Badge>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The Photo tab: the person's profile photo from the people master, or their initials. */
export function PhotoTab({ row }: { row: PersonAccessRow }) {
  const { t } = useTranslation('accessRules');
  const url = useLoaded(() => photoOf(row.personId), row.personId);
  if (url === null || url === 'failed')
    return (
      <Group data-testid="person-access-photo">
        <Avatar size={120} radius="md" color="orange">
          {initials(row.fullName)}
        </Avatar>
        <Text c="dimmed">{t('tabs.noPhoto')}</Text>
      </Group>
    );
  return (
    <Image src={url} alt={row.fullName} maw={240} radius="md" data-testid="person-access-photo" />
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

/** A person's requirement documents at the client. */
const personDocuments = (personId: string) =>
  http.get<RequirementDocumentRow[]>(API.requirementDocumentList.path, {
    entity: 'P',
    id: personId,
  });

/** The Requirements tab: the person's requirement documents at the client, newest first. */
export function RequirementsTab({ row }: { row: PersonAccessRow }) {
  const { t } = useTranslation('accessRules');
  const docs = useLoaded(() => personDocuments(row.personId), row.personId);
  if (docs === 'failed') return <Text c="red">{t('tabs.failed')}</Text>;
  if (docs === null) return <Text c="dimmed">{t('tabs.loading')}</Text>;
  if (docs.length === 0) return <Text c="dimmed">{t('tabs.noDocuments')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="person-access-requirements">
        <Table.Tbody>
          {docs.map((d) => (
            <DocumentLine key={d.docId} doc={d} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
const STATUS_COLOR: Record<string, string> = {
  approved: 'green',
  pending: 'yellow',
  rejected: 'red',
};

/** One document: its type, its review status and its validity. */
function DocumentLine({ doc: d }: { doc: RequirementDocumentRow }) {
  const { t } = useTranslation('accessRules');
  return (
    <Table.Tr>
      <Table.Td>{d.typeCode}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLOR[d.status] ?? 'gray'}>
          {t(`tabs.status.${d.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {formatDate(d.issuedOn)} – {formatDate(d.expiresOn)}
      </Table.Td>
    </Table.Tr>
  );
}

/** A person's latest 20 marks at the client's doors (by their document). */
const personMarks = (documentNumber: string) =>
  http.get<GridPage<MarkRow>>(API.listMarks.path, {
    skip: 0,
    take: 20,
    sort: JSON.stringify([{ selector: 'markedAt', desc: true }]),
    filter: JSON.stringify(['documentNumber', '=', documentNumber]),
  });

/** The Markings tab: the person's latest marks at the client's doors. */
export function MarkingsTab({ row }: { row: PersonAccessRow }) {
  const { t } = useTranslation('accessRules');
  const page = useLoaded(() => personMarks(row.documentNumber), row.personId);
  if (page === 'failed') return <Text c="red">{t('tabs.failed')}</Text>;
  if (page === null) return <Text c="dimmed">{t('tabs.loading')}</Text>;
  if (page.data.length === 0) return <Text c="dimmed">{t('tabs.noMarks')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table data-testid="person-access-marks">
          <Table.Tbody>
            {page.data.map((m) => (
              <MarkLine key={m.markId} mark={m} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('tabs.marksCount', { shown: page.data.length, total: page.totalCount })}
      </Text>
    </Stack>
  );
}

/** One mark: when, where, how and whether it was granted. */
function MarkLine({ mark: m }: { mark: MarkRow }) {
  const { t } = useTranslation('accessRules');
  return (
    <Table.Tr>
      <Table.Td>
        {formatDate(m.date)} {m.hour}
      </Table.Td>
      <Table.Td>
        {m.zoneName} · {m.doorName}
      </Table.Td>
      <Table.Td>{t(`tabs.mode.${m.mode}`)}</Table.Td>
      <Table.Td>
        <Badge color={m.granted ? 'green' : 'red'} variant="light">
          {t(m.granted ? 'tabs.granted' : 'tabs.denied')}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
