import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BulkBatchView, BulkCompanyData, BulkRowView, CommandResult } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { sendBulkBatch } from '../api/bulk.api';
import { useBulkBatch } from '../hooks/use-bulk-batch';
import { BulkProgress } from './bulk-progress';
import { BulkRows } from './bulk-rows';
import { CompanyTab } from './company-tab';
import { FileTab } from './file-tab';
import { FixRowModal } from './fix-row-modal';

const TABS = ['company', 'file', 'validation', 'processed'] as const;
type Tab = (typeof TABS)[number];
/** The tabs of an uploaded batch: disabled until there is one. */
const BATCH_TABS: ReadonlySet<Tab> = new Set(['validation', 'processed']);
const EMPTY: BulkCompanyData = { companyId: '', contractId: '', profile: '', place: '' };

/** Sends the batch's successful rows; a new command id after each send (a repeat click is one send). */
function useSendBatch(batchId: string) {
  const { t } = useTranslation('bulk');
  const [commandId, setCommandId] = useState(newCommandId);
  return async () => {
    try {
      await sendBulkBatch({ commandId, batchId });
      setCommandId(newCommandId());
      notifySuccess(t('sendStarted'));
    } catch (err) {
      notifyError(err);
    }
  };
}

/** Tabs 3 and 4: the rows still to send (with their issues) and the processed ones. */
function BatchTabs({ batch, onFix }: { batch: BulkBatchView; onFix: (r: BulkRowView) => void }) {
  const { t } = useTranslation('bulk');
  const send = useSendBatch(batch.batchId);
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

/** The observed row being fixed; once fixed, the batch is read again after the fix. */
function useFixing(reload: (afterPosition?: number) => Promise<void>) {
  const [fixing, setFixing] = useState<BulkRowView | null>(null);
  const onFixed = (result: CommandResult) => {
    setFixing(null);
    void reload(result.position);
  };
  return { fixing, setFixing, onFixed };
}

/**
 * The bulk (mass) request (spec §2): Company data, Person file, Data validation, Processed
 * requests. The batch's id is in the address (?lote=), so a reload comes back to it, live.
 */
export function BulkPage() {
  const { t } = useTranslation('bulk');
  const [params, setParams] = useSearchParams();
  const batchId = params.get('lote');
  const { batch, reload } = useBulkBatch(batchId);
  const { fixing, setFixing, onFixed } = useFixing(reload);
  return (
    <Stack>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {batch && <BulkProgress batch={batch} />}
      <BulkSteps
        batch={batch}
        startAt={batchId ? 'validation' : 'company'}
        onUploaded={(id) => setParams({ lote: id })}
        onFix={setFixing}
      />
      {fixing && batch && (
        <FixRowModal
          batchId={batch.batchId}
          row={fixing}
          onClose={() => setFixing(null)}
          onFixed={onFixed}
        />
      )}
    </Stack>
  );
}

interface StepsProps {
  batch: BulkBatchView | null;
  startAt: Tab;
  onUploaded: (batchId: string) => void;
  onFix: (row: BulkRowView) => void;
}

/** The four tabs: the company data kept while the user moves between them; an upload moves on. */
function BulkSteps({ batch, startAt, onUploaded, onFix }: StepsProps) {
  const [tab, setTab] = useState<Tab>(startAt);
  const [company, setCompany] = useState<BulkCompanyData>(EMPTY);
  return (
    <Paper withBorder p="md">
      <Tabs value={tab} onChange={(v) => setTab((v ?? 'company') as Tab)}>
        <BulkTabList hasBatch={batch !== null} />
        <Tabs.Panel value="company" pt="md">
          <CompanyTab value={company} onChange={setCompany} onNext={() => setTab('file')} />
        </Tabs.Panel>
        <Tabs.Panel value="file" pt="md">
          <FileTab
            company={company}
            onUploaded={(id) => {
              onUploaded(id);
              setTab('validation');
            }}
          />
        </Tabs.Panel>
        {batch && <BatchTabs batch={batch} onFix={onFix} />}
      </Tabs>
    </Paper>
  );
}

/** Company data, Person file, then (once there is a batch) Data validation and Processed requests. */
function BulkTabList({ hasBatch }: { hasBatch: boolean }) {
  const { t } = useTranslation('bulk');
  return (
    <Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Tab
          key={tab}
          value={tab}
          disabled={BATCH_TABS.has(tab) && !hasBatch}
          data-testid={`bulk-tab-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
