import {
  DomainError,
  directionOf,
  type MarkCorrected,
  type MarkDenied,
  type MarkGranted,
  type MarkMode,
  type MarkOrigin,
  type MarkVoided,
  type Direction,
} from '@faena/contracts';

/** What a person's marks stream (access.person-<personId>) knows of each mark, for corrections. */
export interface RecordedMark {
  markId: string;
  clientId: string;
  zoneId: string;
  granted: boolean;
  automatic: boolean;
  origin: MarkOrigin;
  date: string;
  hour: string;
  markedAt: string;
  direction: Direction;
  mode: MarkMode;
  justification: string;
  voided: boolean;
}
export interface PersonMarks {
  marks: Readonly<Record<string, RecordedMark>>;
}
export type PersonMarksEvent = MarkGranted | MarkDenied | MarkCorrected | MarkVoided;

export const initialPersonMarks = (): PersonMarks => ({ marks: {} });

const recorded = (e: MarkGranted | MarkDenied): RecordedMark => ({
  markId: e.data.markId,
  clientId: e.data.clientId,
  zoneId: e.data.zoneId,
  granted: e.type === 'access.MarkGranted',
  automatic: e.data.automatic,
  origin: e.data.origin,
  date: e.data.date,
  hour: e.data.hour,
  markedAt: e.data.markedAt,
  direction: e.data.direction,
  mode: e.data.mode,
  justification: e.data.justification,
  voided: false,
});

export const evolvePersonMarks = (state: PersonMarks, e: PersonMarksEvent): PersonMarks => {
  switch (e.type) {
    case 'access.MarkGranted':
    case 'access.MarkDenied':
      return { marks: { ...state.marks, [e.data.markId]: recorded(e) } };
    case 'access.MarkCorrected': {
      const mark = state.marks[e.data.markId];
      if (!mark) return state;
      const { markedAt, hour, direction, mode, reason } = e.data;
      const next = { ...mark, markedAt, hour, direction, mode, justification: reason };
      return { marks: { ...state.marks, [mark.markId]: next } };
    }
    case 'access.MarkVoided': {
      const mark = state.marks[e.data.markId];
      if (!mark) return state;
      return { marks: { ...state.marks, [mark.markId]: { ...mark, voided: true } } };
    }
    default:
      return state;
  }
};

/**
 * The mark a supervisor may change: the caller's client's, not voided, and entered by hand.
 * Device marks (automatic) and the guard's gate marks are the record of what a door saw: read-only.
 */
function editable(state: PersonMarks, markId: string, clientId: string): RecordedMark {
  const mark = state.marks[markId];
  if (!mark || mark.clientId !== clientId) throw new DomainError('access.markNotFound');
  if (mark.automatic || mark.origin !== 'MANUAL')
    throw new DomainError('access.automaticMarkReadOnly');
  if (mark.voided) throw new DomainError('access.markVoided');
  return mark;
}

export interface CorrectMarkInput {
  markId: string;
  personId: string;
  clientId: string;
  /** the instant of the mark's date at the new hour (the handler asks the site's calendar) */
  markedAt: string;
  hour: string;
  mode: MarkMode;
  reason: string;
  correctedBy: string;
}

/** Corrects a manual mark's hour, mode and reason (its date, door and person stay). */
export const correctMark = (input: CorrectMarkInput, state: PersonMarks): MarkCorrected[] => {
  const mark = editable(state, input.markId, input.clientId);
  return [
    {
      type: 'access.MarkCorrected',
      data: {
        markId: mark.markId,
        personId: input.personId,
        clientId: mark.clientId,
        zoneId: mark.zoneId,
        granted: mark.granted,
        markedAt: input.markedAt,
        hour: input.hour,
        direction: directionOf(input.mode),
        mode: input.mode,
        reason: input.reason,
        previous: {
          markedAt: mark.markedAt,
          hour: mark.hour,
          mode: mark.mode,
          reason: mark.justification,
        },
        correctedBy: input.correctedBy,
      },
    },
  ];
};

export interface VoidMarkInput {
  markId: string;
  personId: string;
  clientId: string;
  reason: string;
  voidedBy: string;
}

/** Voids (deletes) a manual mark: it stays in the history and counts nowhere. */
export const voidMark = (input: VoidMarkInput, state: PersonMarks): MarkVoided[] => {
  const mark = editable(state, input.markId, input.clientId);
  return [
    {
      type: 'access.MarkVoided',
      data: {
        markId: mark.markId,
        personId: input.personId,
        clientId: mark.clientId,
        zoneId: mark.zoneId,
        markedAt: mark.markedAt,
        direction: mark.direction,
        granted: mark.granted,
        reason: input.reason,
        voidedBy: input.voidedBy,
      },
    },
  ];
};
