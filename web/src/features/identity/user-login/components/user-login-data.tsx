import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginUserRecord } from '@faena/contracts';
import {
  ACTIVE_STATES,
  LEVEL_KEYS,
  getDocumentTypeOptions,
  getSecuritySettingOptions,
  withStoredValue,
  type FieldOption,
} from '../api/login-user-options.api';

type Field = keyof LoginUserRecord;
const ORDER: Field[] = [
  'IdUsuario',
  'Nombre',
  'Apellido',
  'IdTipoDocumento',
  'Documento',
  'Correo',
  'Telefono',
  'IdConfiguracionLogeo',
  'Activo',
  'NivelSeguridadClave',
  'LongitudClave',
];

interface Lists {
  IdTipoDocumento: FieldOption[];
  IdConfiguracionLogeo: FieldOption[];
}

/** The lists behind the record's selects; a list that fails to load stays empty (the select then shows the stored code). */
function useOptionLists(clientId: string, countryId: string): Lists {
  const [lists, setLists] = useState<Lists>({ IdTipoDocumento: [], IdConfiguracionLogeo: [] });
  useEffect(() => {
    let live = true;
    const none = (): FieldOption[] => [];
    void Promise.all([
      countryId ? getDocumentTypeOptions(countryId).catch(none) : Promise.resolve(none()),
      clientId ? getSecuritySettingOptions(clientId).catch(none) : Promise.resolve(none()),
    ]).then(
      ([IdTipoDocumento, IdConfiguracionLogeo]) =>
        live && setLists({ IdTipoDocumento, IdConfiguracionLogeo }),
    );
    return () => {
      live = false;
    };
  }, [clientId, countryId]);
  return lists;
}

interface Props {
  record: LoginUserRecord;
  clientId: string;
  countryId: string;
}

/** The Data tab (shell spec §3): the login record read-only; document type, security setting, state and level as selects showing their labels. */
export function UserLoginData({ record, clientId, countryId }: Props) {
  const { t } = useTranslation('userLogin');
  const lists = useOptionLists(clientId, countryId);
  const selects: Partial<Record<Field, FieldOption[]>> = {
    ...lists,
    Activo: ACTIVE_STATES.map((s) => ({ value: s.Valor, label: t(s.Descripcion) })),
    NivelSeguridadClave: LEVEL_KEYS.map((l) => ({ value: l.value, label: t(l.key) })),
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="user-login-data">
      {ORDER.map((f) => {
        const value = String(record[f]);
        const options = selects[f];
        const common = { label: t(`field.${f}`), readOnly: true, 'data-testid': `field-${f}` };
        if (!options) return <TextInput key={f} {...common} value={value} />;
        return (
          <Select
            key={f}
            {...common}
            data={withStoredValue(options, value)}
            value={value || null}
            data-value={value}
          />
        );
      })}
    </SimpleGrid>
  );
}
