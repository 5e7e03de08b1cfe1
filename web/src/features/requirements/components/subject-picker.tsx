import { SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_ENTITIES, type RequirementEntity } from '@faena/contracts';
import { PersonField } from '../../../components/person-picker/person-field';
import { companyOptions, vehicleOptions } from '../api/reference-lists.api';
import { usePickOptions } from './use-pick-options';

/** The subject whose documents the page shows: a person, a vehicle or a company. */
export interface PickedSubject {
  entity: RequirementEntity;
  id: string;
  name: string;
}

interface Props {
  subject: PickedSubject | null;
  onChange: (subject: PickedSubject | null) => void;
}

/** A vehicle (administration's list) or a company (the company list), searchable by name. */
function RecordSelect({ entity, subject, onChange }: Props & { entity: 'V' | 'C' }) {
  const { t } = useTranslation('requirements');
  const options = usePickOptions(entity === 'V' ? vehicleOptions : companyOptions);
  return (
    <Select
      label={t(`documents.subjects.${entity}`)}
      data={options}
      value={subject?.id ?? null}
      onChange={(id) => {
        const name = options.find((o) => o.value === id)?.label ?? '';
        onChange(id ? { entity, id, name } : null);
      }}
      searchable
      data-testid={`requirement-subject-${entity}`}
    />
  );
}

/** Picks the entity (person / vehicle / company), then the subject of that entity. */
export function SubjectPicker({ subject, onChange }: Props) {
  const { t } = useTranslation('requirements');
  const [entity, setEntity] = useState<RequirementEntity>(subject?.entity ?? 'P');
  const choose = (next: string) => {
    setEntity(next as RequirementEntity);
    onChange(null);
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={entity}
        onChange={choose}
        data={REQUIREMENT_ENTITIES.map((e) => ({ value: e, label: t(`entities.${e}`) }))}
        w="fit-content"
        data-testid="requirement-entity"
      />
      {entity === 'P' ? (
        <PersonField
          label={t('documents.subject')}
          personName={subject?.name ?? null}
          onChange={(p) => onChange({ entity: 'P', id: p.personId, name: p.fullName })}
          testId="requirement-person"
        />
      ) : (
        <RecordSelect key={entity} entity={entity} subject={subject} onChange={onChange} />
      )}
    </Stack>
  );
}
