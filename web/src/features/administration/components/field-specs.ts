import i18next from 'i18next';
import type { FieldSpec, Option } from './field-input';

/** A record field; its label is `field.<name>` unless `extra` says otherwise. */
export const f = (
  name: string,
  kind: FieldSpec['kind'] = 'text',
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, kind, label: `field.${name}`, ...extra });

/** Options whose label is their value. */
export const opts = (values: readonly string[]): Option[] =>
  values.map((v) => ({ value: v, label: v }));

/** A yes/no cell's text in the current language. */
export const yesNo = (v: unknown) =>
  i18next.t(v === true ? 'administration:yes' : 'administration:no');
