import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { userEvents } from '@conectasst/events/schemas/userEvents';
import { DomainError } from '@conectasst/platform/http/httpError';
import type { Decider } from '../infrastructure/decider';

export type UserEvent = EventOf<(typeof userEvents)[number]>;
type Registered = Extract<UserEvent, { type: 'UserRegistered' }>['data'];

export interface UserState {
  registered: boolean;
  type: 'admin' | 'provider' | undefined;
}

export type UserCommand = { type: 'RegisterUser'; account: Registered };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ registered: false, type: undefined }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { registered: true, type: event.data.type };
      case 'EmailClaimed':
        return state;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.registered) throw new DomainError('conflict', 'User already exists.');
        return [{ type: 'UserRegistered', data: command.account }];
      }
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
};

export interface EmailClaimState {
  userId: string | undefined;
}

/** One stream per e-mail address: the first claim wins, so two accounts can never share an address. */
export const emailClaimDecider: Decider<EmailClaimState, { type: 'ClaimEmail'; userId: string }, UserEvent> = {
  initialState: () => ({ userId: undefined }),
  evolve: (state, event) => (event.type === 'EmailClaimed' ? { userId: event.data.userId } : state),
  decide(command, state) {
    if (state.userId) throw new DomainError('conflict', 'User already exists.');
    return [{ type: 'EmailClaimed', data: { userId: command.userId } }];
  },
};
