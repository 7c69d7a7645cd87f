/**
 * Lets sagas change the route without holding the router: the app registers react-router's navigate function once
 * (see NavigationBridge), tests register a spy.
 */
export type Navigate = (path: string) => void;

let current: Navigate | null = null;

export function registerNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = null;
  };
}

export function navigateTo(path: string): void {
  if (!current) throw new Error(`Navigation to ${path} requested before a navigator was registered`);
  current(path);
}
