import { Button } from '@mantine/core';
import { DECISIONS, type Decision } from '@faena/contracts';

/** The colour of each decision, on its button and in its dialog. */
export const DECISION_COLORS: Record<Decision, string> = {
  approve: 'green',
  observe: 'orange',
  reject: 'red',
};

export interface DecisionButtonsProps {
  onDecide: (decision: Decision) => void;
  /** the button's text, e.g. t(`decide.${decision}.action`) */
  label: (decision: Decision) => string;
  /** the button's data-testid */
  testId: (decision: Decision) => string;
}

/** Aprobar / Observar / Rechazar on a queue row (every approval queue: requests, vehicles, visits, demobilizations). */
export function DecisionButtons({ onDecide, label, testId }: DecisionButtonsProps) {
  return DECISIONS.map((decision) => (
    <Button
      key={decision}
      size="compact-xs"
      color={DECISION_COLORS[decision]}
      variant="light"
      onClick={() => onDecide(decision)}
      data-testid={testId(decision)}
    >
      {label(decision)}
    </Button>
  ));
}
