import { Card, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { h2Look } from './PageCard';
import { palette, spacing } from '../config/theme';
import { usePageTitle } from '../hooks/usePageTitle';

/** The centred card of the public account screens (same frame as /login). */
export function AuthCard({
  title,
  documentTitle,
  subtitle,
  children,
  maxWidth = 460,
}: {
  title: string;
  /** The browser tab's page name when the heading is not one (defaults to the title). */ documentTitle?: string;
  subtitle?: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  usePageTitle(documentTitle ?? title);
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: spacing.md,
        background: `linear-gradient(160deg, ${palette.green100} 0%, ${palette.green50} 60%, ${palette.surface} 100%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth }} styles={{ body: { padding: spacing.xl } }}>
        <div style={{ textAlign: 'center', marginBottom: spacing.lg }}>
          <Brand />
          <Typography.Title
            level={1}
            tabIndex={-1}
            style={{ ...h2Look(token), marginTop: spacing.md, marginBottom: 0 }}
          >
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
        {children}
      </Card>
    </main>
  );
}
