import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BulkBatchView, BulkCompanyData, BulkRowView } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { sendBulkBatch } from '../api/bulk.api';
import { useBulkBatch } from '../hooks/use-bulk-batch';
import { BulkProgress } from './bulk-progress';
import { BulkRows } from './bulk-rows';
import { CompanyTab } from './company-tab';
import { FileTab } from './file-tab';
import { FixRowModal } from './fix-row-modal';

type Tab = 'company' | 'file' | 'validation' | 'processed';
const EMPTY: BulkCompanyData = { companyId: '', contractId: '', profile: '', place: '' };

/** Tabs 3 and 4: the rows still to send (with their issues) and the processed ones. */
function BatchTabs({ batch, onFix }: { batch: BulkBatchView; onFix: (r: BulkRowView) => void }) {
  const { t } = useTranslation('bulk');
  const [commandId, setCommandId] = useState(newCommandId);
  const send = async () => {
    try {
      await sendBulkBatch({ commandId, batchId: batch.batchId });
      setCommandId(newCommandId());
      notifySuccess(t('sendStarted'));
    } catch (err) {
      notifyError(err);
    }
  };
  const open = batch.rows.filter((r) => r.status !== 'processed');
  return (
    <>
      <Tabs.Panel value="validation" pt="md">
        <Stack>
          <Group justify="flex-end">
            <Button
              onClick={() => void send()}
              disabled={batch.phase !== 'validated' || batch.counts.successful === 0}
              data-testid="bulk-send"
            >
              {t('send')}
            </Button>
          </Group>
          <BulkRows rows={open} onFix={onFix} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="processed" pt="md">
        <BulkRows rows={batch.rows.filter((r) => r.status === 'processed')} processed />
      </Tabs.Panel>
    </>
  );
}

/**
 * The bulk (mass) request (spec §2): Company data, Person file, Data validation, Processed
 * requests. The batch's id is in the address (?lote=), so a reload comes back to it, live.
 */
export function BulkPage() {
  const { t } = useTranslation('bulk');
  const [params, setParams] = useSearchParams();
  const batchId = params.get('lote');
  const [tab, setTab] = useState<Tab>(batchId ? 'validation' : 'company');
  const [company, setCompany] = useState<BulkCompanyData>(EMPTY);
  const [fixing, setFixing] = useState<BulkRowView | null>(null);
  const { batch, reload } = useBulkBatch(batchId);
  return (
    <Stack>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {batch && <BulkProgress batch={batch} />}
      <Paper withBorder p="md">
        <Tabs value={tab} onChange={(v) => setTab((v ?? 'company') as Tab)}>
          <Tabs.List>
            <Tabs.Tab value="company" data-testid="bulk-tab-company">
              {t('tabs.company')}
            </Tabs.Tab>
            <Tabs.Tab value="file" data-testid="bulk-tab-file">
              {t('tabs.file')}
            </Tabs.Tab>
            <Tabs.Tab value="validation" disabled={!batch} data-testid="bulk-tab-validation">
              {t('tabs.validation')}
            </Tabs.Tab>
            <Tabs.Tab value="processed" disabled={!batch} data-testid="bulk-tab-processed">
              {t('tabs.processed')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="company" pt="md">
            <CompanyTab value={company} onChange={setCompany} onNext={() => setTab('file')} />
          </Tabs.Panel>
          <Tabs.Panel value="file" pt="md">
            <FileTab
              company={company}
              onUploaded={(id) => {
                setParams({ lote: id });
                setTab('validation');
              }}
            />
          </Tabs.Panel>
          {batch && <BatchTabs batch={batch} onFix={setFixing} />}
        </Tabs>
      </Paper>
      {fixing && batch && (
        <FixRowModal
          batchId={batch.batchId}
          row={fixing}
          onClose={() => setFixing(null)}
          onFixed={(result) => {
            setFixing(null);
            void reload(result.position);
          }}
        />
      )}
    </Stack>
  );
}
