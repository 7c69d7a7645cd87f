import { createContext, useContext, useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'ConectaSST';

/** The area a screen belongs to (e.g. "Administração"), added to its title so screens of two areas never share one. */
const SectionContext = createContext<string | undefined>(undefined);

export function PageTitleSection({ value, children }: { value: string; children: ReactNode }) {
  return <SectionContext.Provider value={value}>{children}</SectionContext.Provider>;
}

/** The browser tab's text for a page: "<Página> | ConectaSST", with the area when there is one. */
export function pageTitle(page: string, section?: string): string {
  return section ? `${page} — ${section} | ${SITE_NAME}` : `${page} | ${SITE_NAME}`;
}

/** Sets `document.title` for the screen that calls it (every screen does, most through PageCard). */
export function usePageTitle(page: string): void {
  const section = useContext(SectionContext);
  useEffect(() => {
    document.title = pageTitle(page, section);
  }, [page, section]);
}
