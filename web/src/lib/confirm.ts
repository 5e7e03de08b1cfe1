import { create } from 'zustand';

/** A confirm dialog request; missing texts take the spec's defaults "Confirmar", "SI", "NO" (translated). */
export interface ConfirmRequest {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface ConfirmState {
  open: (ConfirmRequest & { resolve: (ok: boolean) => void }) | null;
  ask: (request: ConfirmRequest) => Promise<boolean>;
  answer: (ok: boolean) => void;
}

export const useConfirm = create<ConfirmState>()((set, get) => ({
  open: null,
  ask: (request) =>
    new Promise<boolean>((resolve) => {
      get().open?.resolve(false); // a new question cancels the one still open
      set({ open: { ...request, resolve } });
    }),
  answer: (ok) => {
    const open = get().open;
    set({ open: null });
    open?.resolve(ok);
  },
}));

/** Asks the user; answers true for SI, false for NO or closing. Shown by the layout's ConfirmHost. */
export const confirmDialog = (request: ConfirmRequest): Promise<boolean> =>
  useConfirm.getState().ask(request);
