import { registerNavigator } from '../lib/navigation';

/**
 * Registers a navigator spy around each test of the calling `describe` (sagas navigate through lib/navigation) and
 * returns it: `const navigate = navigatorSpy();` then `expect(navigate).toHaveBeenCalledWith('/login')`.
 */
export function navigatorSpy(): jest.Mock<void, [string]> {
  const navigate = jest.fn<void, [string]>();
  let unregister: () => void = () => undefined;
  beforeEach(() => {
    navigate.mockReset();
    unregister = registerNavigator(navigate);
  });
  afterEach(() => unregister());
  return navigate;
}
