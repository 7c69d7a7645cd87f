import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';

/** What a decider specification reads like: given these events, when this command, then these events / this refusal. */
export interface DeciderSpecification<State, Command, Event> {
  /** The state the events fold to (for a test that goes on evolving it). */
  readonly state: State;
  /** The events the decider decides; throws the decider's DomainError when it refuses (`expect(() => …).toThrow`). */
  when(command: Command): Event[];
  /** The DomainError the decider refuses the command with; fails the test when the command was decided. */
  refusal(command: Command): DomainError;
}

/**
 * One decider-specification helper for every decider test (ADR 0134):
 * `const { given } = specify(areaDecider);` then `expect(given(created).when(command)).toEqual([...])`
 * or `expect(() => given(created).when(command)).toThrow('...')`.
 */
export function specify<State, Command, Event extends { type: string; data: unknown }>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given(...events: Event[]): DeciderSpecification<State, Command, Event> {
      const state = events.reduce((folded, event) => decider.evolve(folded, event), decider.initialState());
      return {
        state,
        when: (command) => decider.decide(command, state),
        refusal(command) {
          let events: Event[];
          try {
            events = decider.decide(command, state);
          } catch (error) {
            if (error instanceof DomainError) return error;
            throw error;
          }
          throw new Error(
            `the command was not refused: it decided ${JSON.stringify(events.map((event) => event.type))}`,
          );
        },
      };
    },
  };
}
