import { getCurrentUser } from '../session/api/getCurrentUser';
import { aCurrentUser } from './fixtures';
import { preloadAdminChunk } from './renderApp';

/**
 * The set-up of an admin screen test, called at the top of its `describe`: the lazy admin code loaded once, and an
 * admin signed in for every test. The test file mocks `session/api/getCurrentUser` (`jest.mock` is per file).
 */
export function asAdmin(): void {
  beforeAll(preloadAdminChunk);
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));
  });
}
