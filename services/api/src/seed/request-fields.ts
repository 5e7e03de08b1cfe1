import type { RequestPickedField } from '@faena/contracts';
import { DEMO_POSITIONS } from './data/administration';
import { SECOND_COMPANY } from './data/second-client';
import type { SeedPerson } from './people';

type Picked = Record<RequestPickedField, string>;
type DemoPosition = (typeof DEMO_POSITIONS)[number];

/** The organisational unit, cost center and profile of each kind of demo position. */
const BY_TYPE: Record<string, Pick<Picked, 'organisationalUnit' | 'costCenter' | 'profile'>> = {
  Operativo: { organisationalUnit: 'UO-MINA', costCenter: 'CC-1001', profile: 'OPERATIVO' },
  Mantenimiento: { organisationalUnit: 'UO-MANT', costCenter: 'CC-3001', profile: 'MANTENIMIENTO' },
  Supervisión: { organisationalUnit: 'UO-MINA', costCenter: 'CC-1001', profile: 'SUPERVISION' },
  Staff: { organisationalUnit: 'UO-PLANTA', costCenter: 'CC-2001', profile: 'SUPERVISION' },
};
const OTHER = { organisationalUnit: 'UO-RRHH', costCenter: 'CC-9001', profile: 'OPERATIVO' };

/** The demo position closest to a person's position text (same first word), else a truck operator. */
function positionOf(p: SeedPerson): DemoPosition {
  const word = p.position.split(' ')[0] ?? '';
  return (
    DEMO_POSITIONS.find((d) => d.name === p.position) ??
    DEMO_POSITIONS.find((d) => d.name.startsWith(word)) ??
    DEMO_POSITIONS[0]
  );
}

/**
 * The place, profile, unit, cost center, position and function of a seed request, from the
 * person's position and the demo catalogues (the second client's own lists for its people).
 */
export function pickedFieldsOf(p: SeedPerson): Picked {
  if (p.companyId === SECOND_COMPANY.companyId)
    return {
      place: 'MARCONA',
      profile: 'OPERATIVO',
      organisationalUnit: 'UO-MARCONA',
      costCenter: 'CC-M100',
      positionId: 'CAR-PRF',
      function: 'PERFORACION',
    };
  const position = positionOf(p);
  return {
    place: 'TOQUEPALA',
    ...(BY_TYPE[position.type] ?? OTHER),
    positionId: `CAR-${position.code}`,
    function: position.function,
  };
}
