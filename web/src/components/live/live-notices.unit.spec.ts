import {
  NO_NOTICES,
  noticesReducer,
  titleWithCount,
  type NoticeAction,
  type NoticeState,
} from './live-notices';

const run = (...actions: NoticeAction[]): NoticeState => actions.reduce(noticesReducer, NO_NOTICES);
const arrived = (id: string, atTop = true, attended = true): NoticeAction => ({
  type: 'arrived',
  id,
  atTop,
  attended,
});

describe('noticesReducer', () => {
  it('highlights a row that arrives while the user is at the top, once, until it expires', () => {
    expect(run(arrived('A'), arrived('A'))).toEqual({ fresh: ['A'], pending: [], unseen: 0 });
    expect(run(arrived('A'), arrived('B'), { type: 'expired', id: 'A' }).fresh).toEqual(['B']);
  });

  it('keeps rows that arrive while scrolled away as pending until revealed, then highlights them', () => {
    const away = run(arrived('A', false), arrived('B', false), arrived('A', false));
    expect(away.pending).toEqual(['A', 'B']);
    expect(away.fresh).toEqual([]);
    expect(noticesReducer(away, { type: 'revealed' })).toEqual({
      fresh: ['A', 'B'],
      pending: [],
      unseen: 0,
    });
  });

  it('counts distinct items that arrive while the window lacks attention, reset when attended', () => {
    const state = run(
      arrived('A', true, false),
      arrived('B', false, false),
      arrived('A', true, false),
    );
    expect(state.unseen).toBe(2);
    expect(noticesReducer(state, { type: 'attended' }).unseen).toBe(0);
  });

  it('returns the same state for no-op actions (no re-render)', () => {
    const state = run(arrived('A'));
    expect(noticesReducer(state, { type: 'expired', id: 'Z' })).toBe(state);
    expect(noticesReducer(state, { type: 'attended' })).toBe(state);
  });
});

describe('titleWithCount', () => {
  it('puts the count in front of the title and removes it at zero', () => {
    expect(titleWithCount('Faena', 3)).toBe('(3) Faena');
    expect(titleWithCount('(3) Faena', 4)).toBe('(4) Faena');
    expect(titleWithCount('(4) Faena', 0)).toBe('Faena');
  });
});
