import { Card, Grid, Typography, theme } from 'antd';
import type { GlobalToken } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { spacing } from '../config/theme';
import { usePageTitle } from '../hooks/usePageTitle';

/**
 * The screen's h1 (the page's one main heading, focused on arrival: ScreenTopOnNavigation) with antd's h2 look, the
 * size these panels always had.
 */
export const h2Look = (token: GlobalToken): CSSProperties => ({
  fontSize: token.fontSizeHeading2,
  lineHeight: token.lineHeightHeading2,
});

/**
 * The white panel every inner screen sits in: its title as the page heading, tighter padding on phones.
 * `extra`: buttons shown beside the title (e.g. "Histórico"), wrapping below it on narrow screens.
 * The title is also the browser tab's ("<title> | ConectaSST"), unless `documentTitle` names the page otherwise.
 */
export function PageCard({
  title,
  documentTitle,
  extra,
  children,
}: {
  title: string;
  documentTitle?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(documentTitle ?? title);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const heading = (
    <Typography.Title
      level={1}
      tabIndex={-1}
      style={{ ...h2Look(token), marginTop: 0, marginBottom: extra ? 0 : undefined }}
    >
      {title}
    </Typography.Title>
  );
  return (
    <Card styles={{ body: { padding: screens.md ? spacing.lg : spacing.md } }}>
      {/* One tree with or without actions, so the heading is not remounted when they appear (plain flex boxes, not
          antd's Flex: this panel is on public pages too, whose bundle must not grow). */}
      <div
        style={
          extra
            ? {
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: spacing.sm,
                marginBottom: spacing.md,
              }
            : undefined
        }
      >
        {heading}
        {extra ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm }}>{extra}</div> : null}
      </div>
      {children}
    </Card>
  );
}
