/** An aggregate's rules as pure functions (see STYLE.md, Emmett): state folds from events; commands decide events. */
export interface Decider<State, Command, Event extends { type: string; data: unknown }> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** Throws a DomainError when the command is refused; may return no events (nothing to change). */
  decide(command: Command, state: State): Event[];
  /**
   * The handler may keep folded states of this decider between commands (see CommandHandler). Only for states that
   * hold no personal data, or drop it when the person's data is erased (LGPD): a cached fold outlives the data key.
   */
  cacheable?: boolean;
}

/** One function per command type, named by the command's `type`. */
export type CommandFunctions<State, Command extends { type: string }, Event> = {
  [Type in Command['type']]: (command: Extract<Command, { type: Type }>, state: State) => Event[];
};

/**
 * `decide` as a table of the per-command functions: `decideByType<S, C, E>({ CreateArea: createArea, … })`. Exhaustive
 * like a `switch` whose `default` assigns to `never`: a command type without its function does not compile (ADR 0147).
 */
export function decideByType<State, Command extends { type: string }, Event>(
  functions: CommandFunctions<State, Command, Event>,
) {
  return (command: Command, state: State): Event[] => {
    const decideOne = functions[command.type as Command['type']] as (command: Command, state: State) => Event[];
    return decideOne(command, state);
  };
}

/** One fold step per event type, named by the event's `type`. */
export type EventFolds<State, Event extends { type: string }> = {
  [Type in Event['type']]: (state: State, event: Extract<Event, { type: Type }>) => State;
};

/** `evolve` as a table of fold steps, exhaustive like `decideByType`: an event type without its step does not compile. */
export function evolveByType<State, Event extends { type: string }>(folds: EventFolds<State, Event>) {
  return (state: State, event: Event): State => {
    const foldOne = folds[event.type as Event['type']] as (state: State, event: Event) => State;
    return foldOne(state, event);
  };
}
