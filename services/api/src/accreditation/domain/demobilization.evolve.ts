import {
  exhaustive,
  type DemobilizationEvent,
  type DemobilizationRequested,
  type DemobilizationStatus,
} from '@faena/contracts';

/** accreditation.demobilization-<id>: Pendiente → Observada ⇄ Pendiente → Aprobada | Rechazada. */
export type Demobilization =
  { status: null } | ({ status: DemobilizationStatus } & DemobilizationRequested['data']);

export const initialDemobilization = (): Demobilization => ({ status: null });

export const evolveDemobilization = (
  state: Demobilization,
  e: DemobilizationEvent,
): Demobilization => {
  switch (e.type) {
    case 'accreditation.DemobilizationRequested':
      return { ...e.data, status: 'P' };
    case 'accreditation.DemobilizationApproved':
      return withStatus(state, 'A');
    case 'accreditation.DemobilizationObserved':
      return withStatus(state, 'O');
    case 'accreditation.DemobilizationRejected':
      return withStatus(state, 'R');
    case 'accreditation.DemobilizationResubmitted': {
      if (state.status === null) return state;
      const { cessationReason, cessationDate, observation } = e.data;
      return { ...state, status: 'P', cessationReason, cessationDate, observation };
    }
    default:
      return exhaustive(e, state);
  }
};

const withStatus = (state: Demobilization, status: DemobilizationStatus): Demobilization =>
  state.status === null ? state : { ...state, status };
