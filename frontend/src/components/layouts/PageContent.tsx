import type { ReactNode } from 'react';
import './site.css';

/** The centred content column of every layout, with less padding on phones (site.css; no antd, ADR 0121). */
export function PageContent({ children }: { children: ReactNode }) {
  return <main className="site-content">{children}</main>;
}
