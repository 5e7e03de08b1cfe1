import { DomainError, type DomainEvent, type ErrorCode } from '@faena/contracts';

/**
 * Given/when/then for pure deciders:
 *   given([events]).when((state) => decide(input, state)).then([events])
 *   ... .thenNothingHappens() / .thenFailsWith('code')
 */
export function deciderSpec<S, E extends DomainEvent>(spec: {
  evolve: (state: S, event: E) => S;
  initialState: () => S;
}) {
  return (givenEvents: E[]) => {
    const state = givenEvents.reduce(spec.evolve, spec.initialState());
    return {
      when: (decide: (state: S) => DomainEvent[]) => {
        const run = () => decide(state);
        return {
          then: (expected: DomainEvent[]) => expect(run()).toEqual(expected),
          thenNothingHappens: () => expect(run()).toEqual([]),
          thenFailsWith: (code: ErrorCode) => {
            let caught: unknown;
            try {
              run();
            } catch (err) {
              caught = err;
            }
            expect(caught).toBeInstanceOf(DomainError);
            expect((caught as DomainError).code).toBe(code);
          },
        };
      },
    };
  };
}
