import { create } from 'zustand';
import type { LoginResponse } from '@faena/contracts';

export type LoginStep = 'credentials' | 'chooser' | 'changePassword' | 'code' | 'forgot';
export type PasswordReason = 'first' | 'expired';

/** The five-step sign-in flow of the login page; the first-step answer is kept until the profile sign-in. */
interface LoginFlowState {
  step: LoginStep;
  username: string;
  response: LoginResponse | null;
  /** tokens of the first step, or of the second factor */
  token: string;
  reason: PasswordReason;
  notice: string | null;
  go: (step: LoginStep) => void;
  afterLogin: (username: string, response: LoginResponse) => void;
  afterCode: (accessToken: string) => void;
  reset: (notice?: string | null) => void;
}

const initial = {
  step: 'credentials' as LoginStep,
  username: '',
  response: null,
  token: '',
  reason: 'first' as PasswordReason,
  notice: null,
};

/** Where the flow goes after the credentials (spec §4). */
export function nextAfterLogin(r: LoginResponse): { step: LoginStep; reason: PasswordReason } {
  if (r.dobleAutenticacion === 'S') return { step: 'code', reason: 'first' };
  if (r.cambiarClaveCaducada === 'S') return { step: 'changePassword', reason: 'expired' };
  if (r.primeraClaveCambiada === 'N') return { step: 'changePassword', reason: 'first' };
  return { step: 'chooser', reason: 'first' };
}

export const useLoginFlow = create<LoginFlowState>()((set, get) => ({
  ...initial,
  go: (step) => set({ step, notice: null }),
  afterLogin: (username, response) =>
    set({
      username,
      response,
      token: response.accessToken,
      notice: null,
      ...nextAfterLogin(response),
    }),
  afterCode: (accessToken) => {
    const r = get().response;
    set({
      token: accessToken,
      step: r?.primeraClaveCambiada === 'N' ? 'changePassword' : 'chooser',
      reason: 'first',
    });
  },
  reset: (notice = null) => set({ ...initial, notice }),
}));
