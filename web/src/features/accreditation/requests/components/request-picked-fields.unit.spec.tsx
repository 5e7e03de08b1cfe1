import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { API, catalogPath, type RequestPickedField } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { RequestPickedFields } from './request-picked-fields';
import { pickOption } from '../../../../test/select';

jest.setTimeout(30_000);

type Values = Record<RequestPickedField, string | undefined>;

/** The catalogues: one unit with its cost center, one without (the spec's warning). */
const ITEMS: Record<string, Array<Record<string, string>>> = {
  places: [{ code: 'TOQUEPALA', description: 'Unidad Minera Toquepala' }],
  'accreditation-profiles': [{ code: 'OPERATIVO', description: 'Personal operativo' }],
  'organisational-units': [
    { code: 'UO-MINA', description: 'Gerencia de Mina', costCenter: 'CC-1001' },
    { code: 'UO-SSOMA', description: 'Seguridad y Salud Ocupacional' },
  ],
  'cost-centers': [
    { code: 'CC-1001', description: 'Mina - Tajo Toquepala' },
    { code: 'CC-9001', description: 'Administración' },
  ],
  functions: [{ code: 'ACARREO', description: 'Acarreo' }],
};

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  globalThis.fetch = jest.fn((url: string) => {
    if (url.startsWith(API.listPositions.path))
      return Promise.resolve(jsonResponse(200, { result: { data: [], totalCount: 0 } }));
    const id = Object.keys(ITEMS).find((c) => url.startsWith(catalogPath('catalogGrid', c)));
    const data = id ? ITEMS[id] : [];
    return Promise.resolve(jsonResponse(200, { result: { data, totalCount: data?.length ?? 0 } }));
  }) as unknown as typeof fetch;
});

/** The fields in a form, and the cost center the form holds. */
function Harness() {
  const form = useForm<Values>({ defaultValues: {} });
  const costCenter = useWatch({ control: form.control, name: 'costCenter' });
  return (
    <>
      <RequestPickedFields control={form.control} errorOf={() => undefined} />
      <output data-testid="held-cost-center">{costCenter ?? ''}</output>
    </>
  );
}
const heldCostCenter = () => screen.getByTestId('held-cost-center').textContent;

describe('RequestPickedFields', () => {
  it("fills the cost center with the organisational unit's own", async () => {
    await setupI18n('es');
    renderUi(<Harness />);
    await pickOption('request-organisationalUnit', 'UO-MINA · Gerencia de Mina');
    expect(heldCostCenter()).toBe('CC-1001');
    expect(screen.queryByTestId('request-unit-no-cost-center')).toBeNull();
  });

  it('warns that a unit has no cost center, and leaves the cost center to pick', async () => {
    await setupI18n('en');
    renderUi(<Harness />);
    await pickOption('request-organisationalUnit', 'UO-SSOMA · Seguridad y Salud Ocupacional');
    expect((await screen.findByTestId('request-unit-no-cost-center')).textContent).toBe(
      'The organizational unit has no cost center: pick one.',
    );
    expect(heldCostCenter()).toBe('');
  });
});
