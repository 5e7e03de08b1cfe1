/**
 * What the user should notice of live changes: rows highlighted now (`fresh`), rows that arrived
 * while the user was scrolled away from the top (`pending`, the "n new" pill) and how many items
 * arrived since the window last had the user's attention (`unseen`, the tab title's count).
 */
export interface NoticeState {
  fresh: string[];
  pending: string[];
  unseen: number;
}

export type NoticeAction =
  | { type: 'arrived'; id: string; atTop: boolean; attended: boolean }
  | { type: 'expired'; id: string }
  | { type: 'revealed' }
  | { type: 'attended' };

export const NO_NOTICES: NoticeState = { fresh: [], pending: [], unseen: 0 };

const add = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

function arrived(
  state: NoticeState,
  { id, atTop, attended }: Extract<NoticeAction, { type: 'arrived' }>,
): NoticeState {
  const known = state.fresh.includes(id) || state.pending.includes(id);
  const unseen = attended || known ? state.unseen : state.unseen + 1;
  if (atTop)
    return { fresh: add(state.fresh, id), pending: state.pending.filter((p) => p !== id), unseen };
  return { fresh: state.fresh.filter((f) => f !== id), pending: add(state.pending, id), unseen };
}

export function noticesReducer(state: NoticeState, action: NoticeAction): NoticeState {
  switch (action.type) {
    case 'arrived':
      return arrived(state, action);
    case 'expired':
      return state.fresh.includes(action.id)
        ? { ...state, fresh: state.fresh.filter((f) => f !== action.id) }
        : state;
    case 'revealed':
      return { ...state, fresh: state.pending.reduce(add, state.fresh), pending: [] };
    case 'attended':
      return state.unseen === 0 ? state : { ...state, unseen: 0 };
  }
}

/** The tab title with the count of unseen items in front: "(3) Faena"; the bare title when none. */
export const titleWithCount = (title: string, count: number) => {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
};
