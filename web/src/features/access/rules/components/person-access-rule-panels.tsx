import { Tabs } from '@mantine/core';
import type { CommandResult, PersonAccessRow } from '@faena/contracts';
import { ExemptionsTab, GroupTab, ProfileTab, RestrictionsTab } from './person-access-panel';
import { useAccessOptions, useCatalogChoices, useProfiles } from './use-access-options';

type Choice = { value: string; label: string };

/** A choice's label by its code (the code itself when unknown). */
const nameIn = (choices: Choice[]) => (code: string) =>
  choices.find((c) => c.value === code)?.label ?? code;

/** The options and catalogue choices the rule tabs need, loaded with the page. */
export function useRuleChoices() {
  const options = useAccessOptions();
  const profiles = useProfiles();
  const restrictionTypes = useCatalogChoices('restriction-types');
  const exemptionTypes = useCatalogChoices('exemption-types');
  return { options, profiles, restrictionTypes, exemptionTypes };
}

export type RuleChoices = ReturnType<typeof useRuleChoices>;

/** The tabs changing the person's rules. */
export function PersonRulePanels(props: {
  row: PersonAccessRow;
  choices: RuleChoices;
  onChanged: (result: CommandResult) => Promise<void>;
}) {
  const { row, onChanged } = props;
  const { options, profiles, exemptionTypes } = props.choices;
  return (
    <>
      <Tabs.Panel value="exemptions" pt="sm">
        <ExemptionsTab
          row={row}
          types={exemptionTypes}
          typeName={nameIn(exemptionTypes)}
          onChanged={onChanged}
        />
      </Tabs.Panel>
      <Tabs.Panel value="profile" pt="sm">
        <ProfileTab row={row} profiles={profiles} onChanged={onChanged} />
      </Tabs.Panel>
      <Tabs.Panel value="group" pt="sm">
        <GroupTab row={row} groupOptions={options.groupOptions} onChanged={onChanged} />
      </Tabs.Panel>
      <RestrictionsPanel {...props} />
    </>
  );
}

/** The person's restrictions tab. */
function RestrictionsPanel(props: {
  row: PersonAccessRow;
  choices: RuleChoices;
  onChanged: (result: CommandResult) => Promise<void>;
}) {
  const { options, restrictionTypes } = props.choices;
  return (
    <Tabs.Panel value="restrictions" pt="sm">
      <RestrictionsTab
        row={props.row}
        zones={options.zones}
        types={restrictionTypes}
        typeName={nameIn(restrictionTypes)}
        onChanged={props.onChanged}
      />
    </Tabs.Panel>
  );
}
