import { textOf, type RecordHistoryEvent } from '@faena/contracts';

/** One field an event changed: its value before (absent on the first time it is set) and after. */
export interface FieldChange {
  field: string;
  from?: string;
  to: string;
}

const MAX_TEXT = 60;
const MAX_CHANGES = 20;

/** Event data with its `details` object merged in, as the forms show them side by side. */
const flat = (data: Record<string, unknown>): Record<string, unknown> => {
  const { details, ...rest } = data;
  return details && typeof details === 'object' && !Array.isArray(details)
    ? { ...rest, ...(details as Record<string, unknown>) }
    : rest;
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A value as a short readable text: lists joined by commas, objects as JSON, long texts cut with "…". */
export function valueText(v: unknown): string {
  if (isEmpty(v)) return '—';
  const text = Array.isArray(v)
    ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ')
    : textOf(v);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const wasSet = (seen: Record<string, unknown>, field: string) => !isEmpty(seen[field]);
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Field-by-field differences of each event against what the earlier events of the stream left
 * (events carry full snapshots, so only what really changed is listed); empty values are left
 * out the first time a field appears.
 */
export function diffsOf(events: RecordHistoryEvent[]): FieldChange[][] {
  let seen: Record<string, unknown> = {};
  return events.map((event) => {
    const data = flat(event.data);
    const changes = Object.entries(data)
      .filter(([k, v]) => !same(seen[k], v))
      .map(([field, v]): FieldChange =>
        wasSet(seen, field)
          ? { field, from: valueText(seen[field]), to: valueText(v) }
          : { field, to: valueText(v) },
      );
    seen = { ...seen, ...data };
    return changes.slice(0, MAX_CHANGES);
  });
}
