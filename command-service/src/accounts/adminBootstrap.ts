import { DomainError } from '@conectasst/common/rules/domainError';
import type { CommandDeps } from '../infrastructure/commandContext';
import { registerUser } from './registration';

/** Makes sure the administrator account from ADMIN_EMAIL / ADMIN_PASSWORD exists. Safe at every start. */
export async function ensureAdminAccount(
  deps: Pick<CommandDeps, 'commands' | 'hasher' | 'config'>,
): Promise<'created' | 'existing'> {
  try {
    await registerUser(
      deps,
      {
        type: 'admin',
        name: 'Administrador',
        surname: 'ConectaSST',
        email: deps.config.adminEmail,
        phone: '',
        password: deps.config.adminPassword,
      },
      { userId: 'system', role: 'system' },
    );
    return 'created';
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return 'existing';
    throw error;
  }
}
