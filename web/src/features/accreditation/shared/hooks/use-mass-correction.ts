import { useMemo, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import type { CommandResult } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { errorText } from '../../../../lib/notify';

/** What every correct call takes: the period and the observation. */
export interface CorrectionValues {
  startDate: string;
  endDate: string;
  observation: string;
}

/** An observed item as the mass edit (EM) shows it. */
export interface ObservedItem extends CorrectionValues {
  code: string;
  lastComment: string;
}

/** How one kind of item is corrected: its id, its editable values, its body, schema and call. */
export interface CorrectionKind<Row extends ObservedItem, V extends CorrectionValues, B> {
  idOf: (row: Row) => string;
  initial: (row: Row) => V;
  toBody: (row: Row, values: V, commandId: string) => unknown;
  schema: ZodType<B>;
  correct: (body: B) => Promise<CommandResult>;
}

export type RowOutcome = { kind: 'sent' } | { kind: 'refused'; message: string };
export type RowErrors = Partial<Record<string, string>>;

/** The period and observation as the single correction form starts them (a past start is today). */
export function correctionValues(row: CorrectionValues): CorrectionValues {
  const now = today();
  return {
    startDate: row.startDate < now ? now : row.startDate,
    endDate: row.endDate,
    observation: row.observation,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The zod issues of a row by field (the first issue of each; its message is an i18n key). */
function issuesByField(issues: readonly { path: PropertyKey[]; message: string }[]): RowErrors {
  const errors: RowErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The rows shown, by code: the observed ones plus those sent from here (the grid drops them once
 * they are pending again; the editor keeps them to show they were sent).
 */
function shownRows<Row extends ObservedItem>(
  observed: Row[],
  sentRows: Record<string, Row>,
  idOf: (row: Row) => string,
): Row[] {
  const ids = new Set(observed.map(idOf));
  const kept = Object.values(sentRows).filter((r) => !ids.has(idOf(r)));
  return [...observed, ...kept].sort((a, b) => a.code.localeCompare(b.code));
}

/** Per row: the edited values, the field errors and the outcome; one command id per row. */
function useRowStates<Row, V>() {
  const [edits, setEdits] = useState<Record<string, V>>({});
  const [sentRows, setSentRows] = useState<Record<string, Row>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [outcomes, setOutcomes] = useState<Record<string, RowOutcome>>({});
  const commandIds = useRef(new Map<string, string>());
  const commandIdOf = (id: string) => {
    if (!commandIds.current.has(id)) commandIds.current.set(id, newCommandId());
    return commandIds.current.get(id) ?? '';
  };
  return {
    ...{ edits, setEdits, errors, setErrors, outcomes, setOutcomes },
    ...{ sentRows, setSentRows, commandIdOf },
  };
}

export interface MassCorrectionArgs<Row extends ObservedItem, V extends CorrectionValues, B> {
  observed: Row[];
  kind: CorrectionKind<Row, V, B>;
  /** the grid reads its writes at the last command's position */
  onSaved: (position: number) => Promise<unknown>;
}

/**
 * Mass edit (EM) of observed items: each row's values edited in place; Save all validates each
 * changed row with the correct call's schema and sends it through its own command (the same id
 * on a retry, so an item is never corrected twice); a refusal stays on its row with its values.
 */
export function useMassCorrection<Row extends ObservedItem, V extends CorrectionValues, B>({
  observed,
  kind,
  onSaved,
}: MassCorrectionArgs<Row, V, B>) {
  const state = useRowStates<Row, V>();
  const rows = useMemo(
    () => shownRows(observed, state.sentRows, kind.idOf),
    [observed, state.sentRows, kind.idOf],
  );
  const valuesOf = (row: Row) => state.edits[kind.idOf(row)] ?? kind.initial(row);
  const isSent = (row: Row) => state.outcomes[kind.idOf(row)]?.kind === 'sent';
  const isChanged = (row: Row) => !isSent(row) && !same(valuesOf(row), kind.initial(row));
  const edit = (row: Row, patch: Partial<V>) => {
    const id = kind.idOf(row);
    state.setEdits((e) => ({ ...e, [id]: { ...(e[id] ?? kind.initial(row)), ...patch } }));
  };
  const editAll = (patch: Partial<V>) =>
    rows.filter((r) => !isSent(r)).forEach((r) => edit(r, patch));
  const changed = rows.filter(isChanged);
  const send = useSendRow(kind, state, valuesOf);
  const { progress, saveAll } = useSaveAll(changed, send, onSaved);
  const changedCount = changed.length;
  return { rows, valuesOf, isSent, edit, editAll, saveAll, progress, changedCount, ...state };
}

/** Sends each changed row in turn, counting; the grid then reads at the last position written. */
function useSaveAll<Row>(
  changed: Row[],
  send: (row: Row) => Promise<number>,
  onSaved: (position: number) => Promise<unknown>,
) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const saveAll = async () => {
    let position = -1;
    setProgress({ done: 0, total: changed.length });
    for (const row of changed) {
      position = Math.max(position, await send(row));
      setProgress((p) => p && { ...p, done: p.done + 1 });
    }
    if (position >= 0) await onSaved(position);
    setProgress(null);
  };
  return { progress, saveAll };
}
export type MassCorrection<Row extends ObservedItem, V extends CorrectionValues> = ReturnType<
  typeof useMassCorrection<Row, V, unknown>
>;

/** Validates one row and sends its correction: the position written, or -1 (invalid, refused). */
function useSendRow<Row extends ObservedItem, V extends CorrectionValues, B>(
  kind: CorrectionKind<Row, V, B>,
  state: ReturnType<typeof useRowStates<Row, V>>,
  valuesOf: (row: Row) => V,
) {
  return async (row: Row): Promise<number> => {
    const id = kind.idOf(row);
    const parsed = kind.schema.safeParse(kind.toBody(row, valuesOf(row), state.commandIdOf(id)));
    state.setErrors((e) => ({
      ...e,
      [id]: parsed.success ? {} : issuesByField(parsed.error.issues),
    }));
    if (!parsed.success) {
      state.setOutcomes((o) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== id)));
      return -1;
    }
    try {
      const result = await kind.correct(parsed.data);
      state.setOutcomes((o) => ({ ...o, [id]: { kind: 'sent' } }));
      state.setSentRows((r) => ({ ...r, [id]: row }));
      return result.position;
    } catch (err) {
      state.setOutcomes((o) => ({ ...o, [id]: { kind: 'refused', message: errorText(err) } }));
      return -1;
    }
  };
}
