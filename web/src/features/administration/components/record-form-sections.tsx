import { SimpleGrid, Tabs } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput, type FieldSpec, type Option, type Values } from './field-input';
import type { FormSection } from './record-form';

/** What every section's inputs share: the form, the selects' lists, read-only and edit state. */
export interface FieldProps {
  form: UseFormReturn<Values>;
  options: { companies: Option[]; references: Record<string, Option[]> };
  readOnly: boolean;
  editing: boolean;
}

/** A section's inputs; a fixed field (the record's key) is read-only once registered. */
export function SectionFields({
  fields,
  form,
  options,
  readOnly,
  editing,
}: FieldProps & { fields: FieldSpec[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="sm">
      {fields.map((f) => (
        <FieldInput
          key={f.name}
          spec={f}
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
          companies={options.companies}
          references={options.references}
          readOnly={readOnly || (f.fixed === true && editing)}
        />
      ))}
    </SimpleGrid>
  );
}

interface SectionTabsProps {
  sections: FormSection[];
  tab: string | null;
  onTab: (tab: string | null) => void;
  fieldProps: FieldProps;
}

/** Several sections: a tab each, all kept mounted so every field is validated. */
export function SectionTabs({ sections, tab, onTab, fieldProps }: SectionTabsProps) {
  const { t } = useTranslation('administration');
  return (
    <Tabs value={tab} onChange={onTab} keepMounted>
      <Tabs.List>
        {sections.map((s) => (
          <Tabs.Tab key={s.key} value={s.key} data-testid={`form-tab-${s.key}`}>
            {t(`section.${s.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((s) => (
        <Tabs.Panel key={s.key} value={s.key}>
          <SectionFields fields={s.fields} {...fieldProps} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
