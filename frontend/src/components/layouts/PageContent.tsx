import { Grid, Layout } from 'antd';
import type { ReactNode } from 'react';
import { contentMaxWidth, spacing } from '../../config/theme';

/** The centred content column of every layout, with less padding on phones. */
export function PageContent({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  return (
    <Layout.Content
      style={{
        width: '100%',
        maxWidth: contentMaxWidth,
        margin: '0 auto',
        padding: screens.md ? spacing.lg : spacing.sm,
      }}
    >
      {children}
    </Layout.Content>
  );
}
