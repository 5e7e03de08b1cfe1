import type { StoredEvent } from '@faena/contracts';
import { byCommand, logShapeProblems, MARKER_PREFIX } from './event-log';
import { EXPECTED_TYPES, type CommandRecord } from './workload';

export interface ExactlyOnceSummary {
  acked: number;
  refused: number;
  failed: number;
  /** no answer: written whole, or not at all */
  lostWritten: number;
  lostNotWritten: number;
  /** every command group in the log with a marker, checked for atomicity */
  groupsChecked: number;
  problems: string[];
}

const sameTypes = (actual: string[], expected: string[]) =>
  [...actual].sort().join() === [...expected].sort().join();

/** Marker exactly once, the domain events of its kind exactly once, contiguous, marker last. */
function groupProblems(id: string, group: StoredEvent[], expected?: string[][]): string[] {
  const problems: string[] = [];
  const markers = group.filter((e) => e.stream.startsWith(MARKER_PREFIX));
  const domain = group.filter((e) => !e.stream.startsWith(MARKER_PREFIX));
  if (markers.length !== 1) problems.push(`${id}: ${markers.length} command markers`);
  const positions = group.map((e) => e.position);
  if (Math.max(...positions) - Math.min(...positions) + 1 !== group.length)
    problems.push(`${id}: events not contiguous (${positions.join(',')})`);
  if (markers[0] && markers[0].position !== Math.max(...positions))
    problems.push(`${id}: marker is not the last event`);
  if (domain.length === 0) problems.push(`${id}: marker without domain events`);
  const types = domain.map((e) => e.type);
  if (expected && !expected.some((t) => sameTypes(types, t)))
    problems.push(`${id}: events ${types.join(',')}, expected one of ${JSON.stringify(expected)}`);
  return problems;
}

/** One command the driver sent, against its group of events in the log. */
function checkRecord(summary: ExactlyOnceSummary, r: CommandRecord, group: StoredEvent[]): void {
  const expected = EXPECTED_TYPES[r.kind];
  switch (r.outcome) {
    case 'acked': {
      summary.acked += 1;
      summary.problems.push(...groupProblems(r.commandId, group, expected));
      const marker = group.find((e) => e.stream.startsWith(MARKER_PREFIX));
      if (marker && marker.position !== r.position)
        summary.problems.push(
          `${r.commandId}: answered position ${r.position}, marker at ${marker.position}`,
        );
      break;
    }
    case 'refused':
    case 'failed':
      summary[r.outcome] += 1;
      if (group.length > 0)
        summary.problems.push(
          `${r.commandId}: answered ${r.status} ${r.code} but wrote ${group.length} events`,
        );
      break;
    case 'lost':
      if (group.length === 0) summary.lostNotWritten += 1;
      else {
        summary.lostWritten += 1;
        summary.problems.push(
          ...groupProblems(r.commandId, group, expected).map((p) => `half-written? ${p}`),
        );
      }
      break;
  }
}

/** The log's command groups no record answers for (those with a marker, or the driver's). */
function checkUnanswered(
  summary: ExactlyOnceSummary,
  events: ReturnType<typeof byCommand>['events'],
  known: ReadonlySet<string>,
): void {
  for (const [id, group] of events) {
    if (known.has(id)) continue;
    const hasMarker = group.some((e) => e.stream.startsWith(MARKER_PREFIX));
    if (!hasMarker && !id.startsWith('rel-')) continue; // master data, identity, fixtures: no marker by design
    summary.groupsChecked += 1;
    summary.problems.push(...groupProblems(id, group));
  }
}

/**
 * Checks the log against what the driver saw: every acknowledged command has its marker and its
 * domain events exactly once at the answered position; a refused one wrote nothing; one without
 * answer is either whole or absent (appendMulti is atomic). Also every command group of the log
 * (the demo seed's included) is whole, and every stream's revisions run 0..n-1.
 */
export function checkExactlyOnce(
  log: readonly StoredEvent[],
  records: Iterable<CommandRecord>,
): ExactlyOnceSummary {
  const { events } = byCommand(log);
  const summary: ExactlyOnceSummary = {
    acked: 0,
    refused: 0,
    failed: 0,
    lostWritten: 0,
    lostNotWritten: 0,
    groupsChecked: 0,
    problems: logShapeProblems(log),
  };
  const known = new Set<string>();
  for (const r of records) {
    known.add(r.commandId);
    checkRecord(summary, r, events.get(r.commandId) ?? []);
  }
  checkUnanswered(summary, events, known);
  return summary;
}
