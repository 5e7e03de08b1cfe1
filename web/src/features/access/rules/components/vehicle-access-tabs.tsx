import { Badge, Group, Image, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API, type RequirementDocumentRow, type VehicleRow } from '@faena/contracts';
import { formatDate } from '../../../../lib/format';
import { http } from '../../../../lib/http';
import { vehiclePhotoUrl } from '../../api/guard.api';
import type { VehicleAccessRow } from '../api/vehicle-access.api';
import { useLoaded } from './person-access-tabs';

/** The accreditation badge of a vehicle (current until a date, expired, none). */
export function AccreditationBadge({ row }: { row: VehicleAccessRow }) {
  const { t } = useTranslation('accessRules');
  const a = row.accreditation;
  if (a.status === 'none')
    return (
      <Badge variant="light" color="gray">
        {t('vehicles.status.none')}
      </Badge>
    );
  return (
    <Badge variant="light" color={a.status === 'current' ? 'green' : 'red'}>
      {t(`vehicles.status.${a.status}`, { date: formatDate(a.endDate) })}
    </Badge>
  );
}

/** The Vehicle tab: the master's record (plate, type, brand, model, company, state) and accreditation. */
export function VehicleTab({ row }: { row: VehicleAccessRow }) {
  const { t } = useTranslation('accessRules');
  const line = (label: string, value: React.ReactNode) => (
    <Table.Tr>
      <Table.Th>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table data-testid="vehicle-access-vehicle">
      <Table.Tbody>
        {line(t('vehicles.plate'), row.plate)}
        {line(t('vehicles.type'), row.type)}
        {line(t('vehicles.brandModel'), `${row.brand} ${row.model}`)}
        {line(t('people.company'), row.companyName)}
        {line(t('vehicles.state'), row.state)}
        {line(t('vehicles.accreditation'), <AccreditationBadge row={row} />)}
      </Table.Tbody>
    </Table>
  );
}

/** The Photo tab: the vehicle master's profile photo, or a car icon when it has none. */
export function VehiclePhotoTab({ row }: { row: VehicleAccessRow }) {
  const { t } = useTranslation('accessRules');
  const url = useLoaded(async () => {
    const full = await http.get<VehicleRow & { photos?: { profile?: string } }>(
      API.getVehicle.path,
      { vehicleId: row.vehicleId },
    );
    const key = full.photos?.profile;
    return key ? vehiclePhotoUrl(row.vehicleId, key) : null;
  }, row.vehicleId);
  if (url === null || url === 'failed')
    return (
      <Group data-testid="vehicle-access-photo">
        <ThemeIcon size={120} radius="md" variant="light" color="gray">
          <IconCar size={80} />
        </ThemeIcon>
        <Text c="dimmed">{t('tabs.noPhoto')}</Text>
      </Group>
    );
  return (
    <Image src={url} alt={row.plate} maw={280} radius="md" data-testid="vehicle-access-photo" />
  );
}

/** A vehicle's requirement documents (the requirements context's V entity). */
const vehicleDocuments = (vehicleId: string) =>
  http.get<RequirementDocumentRow[]>(API.requirementDocumentList.path, {
    entity: 'V',
    id: vehicleId,
  });

/** The Requirements tab: the vehicle's requirement documents (the requirements context's V entity). */
export function VehicleRequirementsTab({ row }: { row: VehicleAccessRow }) {
  const { t } = useTranslation('accessRules');
  const docs = useLoaded(() => vehicleDocuments(row.vehicleId), row.vehicleId);
  if (docs === 'failed') return <Text c="red">{t('tabs.failed')}</Text>;
  if (docs === null) return <Text c="dimmed">{t('tabs.loading')}</Text>;
  if (docs.length === 0) return <Text c="dimmed">{t('tabs.noDocuments')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="vehicle-access-requirements">
        <Table.Tbody>
          {docs.map((d) => (
            <Table.Tr key={d.docId}>
              <Table.Td>{d.typeCode}</Table.Td>
              <Table.Td>{t(`tabs.status.${d.status}`)}</Table.Td>
              <Table.Td>
                {formatDate(d.issuedOn)} – {formatDate(d.expiresOn)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
