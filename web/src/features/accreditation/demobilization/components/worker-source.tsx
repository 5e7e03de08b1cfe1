import { Alert, FileInput, Select, SegmentedControl, Stack, Text } from '@mantine/core';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { MAX_FILE_DOCUMENTS, readDocumentNumbers } from '../api/document-numbers';
import {
  accreditedWorkers,
  companyOptions,
  contractOptions,
  contractWorkers,
  workersByDocument,
  type PickOption,
} from '../api/mass-demobilization.api';

export type WorkerSourceKind = 'company' | 'contract' | 'file';
const KINDS: WorkerSourceKind[] = ['company', 'contract', 'file'];

interface Props {
  /** the workers the chosen company, contract or file names (all ticked by the form) */
  onWorkers: (workers: PickOption[]) => void;
}

/** Options of a select, loaded once when the kind is first shown. */
function useOptions(load: () => Promise<PickOption[]>, when: boolean): PickOption[] {
  const [options, setOptions] = useState<PickOption[] | null>(null);
  useEffect(() => {
    if (when && options === null) load().then(setOptions, notifyError);
  }, [when, options, load]);
  return options ?? [];
}

/** Reads the document numbers of a file and looks their workers up; the unknown ones are kept. */
function useFileWorkers({ onWorkers }: Props, clientId: string) {
  const [missing, setMissing] = useState<string[]>([]);
  const [repeated, setRepeated] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const readFile = async (file: File | null) => {
    setMissing([]);
    setRepeated([]);
    onWorkers([]);
    if (!file) return;
    setReading(true);
    try {
      const read = await readDocumentNumbers(file);
      const numbers = read.numbers.slice(0, MAX_FILE_DOCUMENTS);
      const { found, missing: unknown } = await workersByDocument(numbers, clientId);
      setMissing(unknown);
      setRepeated(read.repeated);
      onWorkers(found);
    } catch (err) {
      notifyError(err);
    } finally {
      setReading(false);
    }
  };
  const clear = () => {
    setMissing([]);
    setRepeated([]);
  };
  return { missing, repeated, clear, reading, readFile };
}

/** The company or contract picked, and its accredited workers handed on. */
function usePickedWorkers({ onWorkers }: Props, kind: WorkerSourceKind, clientId: string) {
  const [picked, setPicked] = useState<string | null>(null);
  const pick = (id: string | null) => {
    setPicked(id);
    if (!id) {
      onWorkers([]);
      return;
    }
    const load = kind === 'company' ? accreditedWorkers(id, clientId) : contractWorkers(id);
    load.then(onWorkers, notifyError);
  };
  return { picked, setPicked, pick };
}

/** The kind of source chosen (a new kind starts over), and each kind's state. */
function useWorkerSource(props: Props) {
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const [kind, setKind] = useState<WorkerSourceKind>('company');
  const { picked, setPicked, pick } = usePickedWorkers(props, kind, clientId);
  const { missing, repeated, clear, reading, readFile } = useFileWorkers(props, clientId);
  const companies = useOptions(companyOptions, kind === 'company');
  const contracts = useOptions(contractOptions, kind === 'contract');
  const choose = (next: WorkerSourceKind) => {
    setKind(next);
    setPicked(null);
    clear();
    props.onWorkers([]);
  };
  const options = { company: companies, contract: contracts };
  return { kind, choose, picked, pick, missing, repeated, reading, readFile, options };
}

/**
 * Where a mass demobilization's workers come from: a company's or a contract's accredited
 * workers, or a spreadsheet (.xlsx, .csv) of document numbers, the unknown ones listed.
 */
export function WorkerSource(props: Props) {
  const { t } = useTranslation('demobilization');
  const { kind, choose, picked, pick, missing, repeated, reading, readFile, options } =
    useWorkerSource(props);
  const phone = usePhone();
  return (
    <Stack gap="xs">
      {/* on a phone the three sources stack: side by side, the last one is cut off */}
      <SegmentedControl
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
        value={kind}
        onChange={(v) => choose(v)}
        data={KINDS.map((k) => ({ value: k, label: t(`mass.by.${k}`) }))}
        data-testid="mass-by"
      />
      {kind === 'file' ? (
        <SourceFile reading={reading} onFile={(f) => void readFile(f)} />
      ) : (
        <SourcePick kind={kind} data={options[kind]} picked={picked} onPick={pick} />
      )}
      {reading && <Text size="sm">{t('mass.reading')}</Text>}
      <DocumentsNotice kind="repeated" color="yellow" documents={repeated} />
      <DocumentsNotice kind="missing" color="orange" documents={missing} />
    </Stack>
  );
}

/** The file's documents listed twice ('Worker already added') or of no accredited worker. */
function DocumentsNotice(props: {
  kind: 'repeated' | 'missing';
  color: string;
  documents: string[];
}) {
  const { t } = useTranslation('demobilization');
  const { kind, color, documents } = props;
  if (documents.length === 0) return null;
  return (
    <Alert color={color} data-testid={`mass-${kind}`}>
      {t(`mass.${kind}`, { count: documents.length, list: documents.slice(0, 20).join(', ') })}
    </Alert>
  );
}

function SourceFile({ reading, onFile }: { reading: boolean; onFile: (f: File | null) => void }) {
  const { t } = useTranslation('demobilization');
  return (
    <FileInput
      label={t('mass.file')}
      description={t('mass.fileHint')}
      accept=".xlsx,.csv,.txt"
      onChange={onFile}
      disabled={reading}
      clearable
      data-testid="mass-file"
    />
  );
}

interface PickProps {
  kind: Exclude<WorkerSourceKind, 'file'>;
  data: PickOption[];
  picked: string | null;
  onPick: (id: string | null) => void;
}

/** The company or the contract (each list loaded the first time it shows). */
function SourcePick({ kind, data, picked, onPick }: PickProps) {
  const { t } = useTranslation('demobilization');
  return (
    <Select
      label={t(kind === 'company' ? 'mass.company' : 'mass.contract')}
      data={data}
      value={picked}
      onChange={onPick}
      searchable
      data-testid={kind === 'company' ? 'mass-company' : 'mass-contract'}
    />
  );
}
