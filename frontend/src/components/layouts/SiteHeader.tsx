import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { contentMaxWidth, palette, spacing } from '../../config/theme';

export interface HeaderLink {
  label: string;
  /** Route to open; links without one run `onClick` (e.g. Sair). */
  to?: string;
  onClick?: () => void;
  /**
   * Sections under which this link shows as current (the path itself or anything below it); `to` itself always
   * counts. Defaults to `[to]`.
   */
  activeFor?: string[];
}

interface SiteHeaderProps {
  brand: ReactNode;
  links: HeaderLink[];
  /** Shown next to the links on wide screens and at the top of the menu on phones (e.g. name and credits). */
  extra?: ReactNode;
  /** Narrowest screen (antd breakpoint) that still shows the links inline. */
  inlineFrom: 'md' | 'lg';
  navLabel: string;
}

function isActive(link: HeaderLink, pathname: string): boolean {
  const current = pathname.toLowerCase();
  if (link.to && current === link.to.toLowerCase()) return true;
  const sections = link.activeFor ?? (link.to && link.to !== '/' ? [link.to] : []);
  return sections.some((section) => {
    const candidate = section.toLowerCase();
    return current === candidate || current.startsWith(`${candidate}/`);
  });
}

function HeaderLinkItem({ link, pathname, onNavigate }: { link: HeaderLink; pathname: string; onNavigate?: () => void }) {
  const active = isActive(link, pathname);
  const style = {
    display: 'block',
    // antd's header sets its own height as line height; links keep a normal one so they stay inside it.
    lineHeight: 1.5,
    padding: `${spacing.sm}px ${spacing.md}px`,
    borderRadius: 6,
    fontWeight: active ? 600 : 500,
    color: active ? palette.green900 : palette.text,
    background: active ? palette.green100 : 'transparent',
    whiteSpace: 'nowrap' as const,
  };
  if (link.to) {
    return (
      <Link to={link.to} style={style} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <Button
      type="text"
      style={{ ...style, height: 'auto', border: 'none', textAlign: 'left' }}
      onClick={() => {
        onNavigate?.();
        link.onClick?.();
      }}
    >
      {link.label}
    </Button>
  );
}

/** The header every layout shares: brand on the left, links inline on wide screens, a menu button on phones. */
export function SiteHeader({ brand, links, extra, inlineFrom, navLabel }: SiteHeaderProps) {
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const inline = screens[inlineFrom] === true;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${palette.green100}`,
        boxShadow: '0 1px 4px rgba(27, 94, 32, 0.08)',
      }}
    >
      <div
        style={{
          maxWidth: contentMaxWidth,
          height: '100%',
          margin: '0 auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: spacing.md,
        }}
      >
        {brand}
        {inline ? (
          <nav aria-label={navLabel} style={{ display: 'flex', alignItems: 'center', gap: spacing.xs }}>
            {extra}
            {links.map((link) => (
              <HeaderLinkItem key={link.label} link={link} pathname={pathname} />
            ))}
          </nav>
        ) : (
          <>
            <Button
              type="text"
              size="large"
              icon={<MenuOutlined />}
              aria-label="Abrir menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            />
            <Drawer title="Menu" placement="right" size={280} open={menuOpen} onClose={() => setMenuOpen(false)}>
              {extra ? <div style={{ marginBottom: spacing.md }}>{extra}</div> : null}
              <nav aria-label={navLabel} style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
                {links.map((link) => (
                  <HeaderLinkItem key={link.label} link={link} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
                ))}
              </nav>
            </Drawer>
          </>
        )}
      </div>
    </Layout.Header>
  );
}
