import { Modal, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../components/record-history/record-history';
import { RESOURCE_APIS, type Row } from '../api/administration.api';
import type { Values } from './field-input';
import type { AfterCommand, MasterConfig } from './master-page';
import { RecordForm } from './record-form';
import type { Editing } from './use-open-from-url';

interface Rights {
  canEdit: boolean;
  canAudit: boolean;
}

interface Props {
  config: MasterConfig;
  editing: Editing;
  rights: Rights;
  done: AfterCommand;
  onClose: () => void;
}

/** The form's values of a loaded record (the screen's own mapping, else defaults filled). */
const formValues = (config: MasterConfig, record: Row): Values =>
  config.valuesOf ? config.valuesOf(record) : { ...config.defaults, ...record };

/** A new record's form, or an open record's tabs: data, the screen's extra tabs, its history. */
export function RecordDialog({ config, editing, rights, done, onClose }: Props) {
  const record = editing?.mode === 'edit' ? editing.record : null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      size="80rem"
      title={<DialogTitle config={config} record={record} />}
    >
      {editing && !record && (
        <NewRecordForm config={config} rights={rights} done={done} onClose={onClose} />
      )}
      {record && (
        <RecordTabs config={config} record={record} rights={rights} done={done} onClose={onClose} />
      )}
    </Modal>
  );
}

/** "New record", or the open record's id and the screen's badge for it. */
function DialogTitle({ config, record }: { config: MasterConfig; record: Row | null }) {
  const { t } = useTranslation('administration');
  if (!record) return <>{t('newTitle')} </>;
  return (
    <>
      {t('editTitle', { id: String(record[config.idKey]) })} {config.badge?.(record)}
    </>
  );
}

type FormProps = Pick<Props, 'config' | 'rights' | 'done' | 'onClose'>;

function NewRecordForm({ config, rights, done, onClose }: FormProps) {
  const api = RESOURCE_APIS[config.resource];
  return (
    <RecordForm
      key="new"
      sections={config.sections}
      schema={config.schema}
      values={config.defaults}
      id={null}
      readOnly={!rights.canEdit}
      save={api.register}
      onSaved={(r) => done(r, 'created')}
      onCancel={onClose}
    />
  );
}

interface RecordTabsProps extends FormProps {
  record: Row;
}

/** An open record: its data (read-only without the right or when the screen says so), then the rest. */
function RecordTabs({ config, record, rights, done, onClose }: RecordTabsProps) {
  const id = String(record[config.idKey]);
  const extraTabs = config.extraTabs ?? [];
  return (
    <Tabs defaultValue="data" keepMounted={false}>
      <RecordTabList config={config} canAudit={rights.canAudit} />
      <Tabs.Panel value="data" pt="sm">
        <EditRecordForm
          config={config}
          record={record}
          rights={rights}
          done={done}
          onClose={onClose}
        />
      </Tabs.Panel>
      {extraTabs.map((x) => (
        <Tabs.Panel key={x.key} value={x.key} pt="sm">
          {x.render(record, done)}
        </Tabs.Panel>
      ))}
      {rights.canAudit && (
        <Tabs.Panel value="history" pt="sm">
          <RecordHistory stream={config.streamOf(id)} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

/** An open record's data: saved by update, read-only without the right or when the screen says so. */
function EditRecordForm({ config, record, rights, done, onClose }: RecordTabsProps) {
  const api = RESOURCE_APIS[config.resource];
  const id = String(record[config.idKey]);
  return (
    <RecordForm
      key={id}
      sections={config.sections}
      schema={config.schema}
      values={formValues(config, record)}
      id={{ key: config.idKey, value: id }}
      readOnly={!rights.canEdit || (config.readOnly?.(record) ?? false)}
      save={api.update}
      onSaved={(r) => done(r, 'updated')}
      onCancel={onClose}
    />
  );
}

function RecordTabList({ config, canAudit }: { config: MasterConfig; canAudit: boolean }) {
  const { t } = useTranslation('administration');
  return (
    <Tabs.List>
      <Tabs.Tab value="data" data-testid="tab-data">
        {t('tab.data')}
      </Tabs.Tab>
      {(config.extraTabs ?? []).map((x) => (
        <Tabs.Tab key={x.key} value={x.key} data-testid={`tab-${x.key}`}>
          {t(`tab.${x.key}`)}
        </Tabs.Tab>
      ))}
      {canAudit && (
        <Tabs.Tab value="history" data-testid="tab-history">
          {t('tab.history')}
        </Tabs.Tab>
      )}
    </Tabs.List>
  );
}
