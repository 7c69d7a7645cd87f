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
