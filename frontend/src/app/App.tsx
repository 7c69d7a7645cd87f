import { AppRoutes } from './AppRoutes';
import { NavigationBridge } from './NavigationBridge';
import { ScreenTopOnNavigation } from './ScreenTopOnNavigation';

/** The app inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function App() {
  return (
    <>
      <NavigationBridge />
      <ScreenTopOnNavigation />
      <AppRoutes />
    </>
  );
}
