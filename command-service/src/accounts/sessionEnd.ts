import type { CommandDeps } from '../infrastructure/commandContext';
import type { UserState } from './user';

/**
 * After a command that ended an account's sessions: this process refuses the older tokens from the next call on,
 * without waiting for the read model (other processes learn it within their refresh interval, ADR 0110).
 */
export function sessionsEnded(deps: Pick<CommandDeps, 'route'>, userId: string, account: UserState): void {
  deps.route.sessions?.advance(userId, account.sessionGeneration);
}
