import { Card, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { spacing } from '../config/theme';

/** The white panel every inner screen sits in: its title as the page heading, tighter padding on phones. */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  return (
    <Card styles={{ body: { padding: screens.md ? spacing.lg : spacing.md } }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}
