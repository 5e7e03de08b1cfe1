import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequirementApplicability } from '@faena/contracts';
import { useSession } from '../../../stores/session.store';
import {
  contractOptions,
  positionOptions,
  zoneOptions,
  type PickOption,
} from '../api/reference-lists.api';
import { usePickOptions } from './use-pick-options';

type ListKey = keyof RequirementApplicability;
const LISTS = ['clientIds', 'contractIds', 'positionTypeIds', 'zoneIds'] as const;

/** The clients the signed-in user works for (its profiles), by name. */
function useClientOptions(): PickOption[] {
  const user = useSession((s) => s.user);
  const seen = new Map<string, string>();
  if (user) seen.set(user.profile.clientId, user.profile.clientName);
  for (const p of user?.profiles ?? []) if (p.clientId) seen.set(p.clientId, p.clientName);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The options, plus any stored code no list names (shown as itself, never dropped). */
const withStored = (options: PickOption[], stored: readonly string[]): PickOption[] => [
  ...options,
  ...stored
    .filter((code) => !options.some((o) => o.value === code))
    .map((code) => ({ value: code, label: code })),
];

interface Props {
  value: RequirementApplicability;
  onChange: (key: ListKey, codes: string[]) => void;
}

/** Where a type applies: clients, contracts, positions and zones picked from their lists. */
export function ApplicabilityPickers({ value, onChange }: Props) {
  const { t } = useTranslation('requirements');
  const options: Record<ListKey, PickOption[]> = {
    clientIds: useClientOptions(),
    contractIds: usePickOptions(contractOptions),
    positionTypeIds: usePickOptions(positionOptions),
    zoneIds: usePickOptions(zoneOptions),
  };
  return LISTS.map((key) => (
    <MultiSelect
      key={key}
      label={t(`types.${key}`)}
      data={withStored(options[key], value[key])}
      value={value[key]}
      onChange={(codes) => onChange(key, codes)}
      searchable
      clearable
      data-testid={`type-${key}`}
    />
  ));
}
