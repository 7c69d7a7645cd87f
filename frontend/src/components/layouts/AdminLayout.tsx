import { LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, ConfigProvider, Drawer, Grid, Layout, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { palette, spacing } from '../../config/theme';
import { PageTitleSection } from '../../hooks/usePageTitle';
import { Brand } from '../Brand';
import { currentAdminLink, type AdminMenuCount, type AdminMenuGroup } from './adminMenu';
import { PageContent } from './PageContent';

interface AdminLayoutProps {
  /** Sair: the app clears the stored session and goes to /login. */
  onSignOut: () => void;
  children: ReactNode;
  /** Counts shown beside their menu links when above zero ("Eventos com falha"). */
  counts?: Partial<Record<AdminMenuCount, number>>;
  /** The area's menu: the admin's (from its features' descriptors) or the analyst's (issue #40). */
  menu: AdminMenuGroup[];
  /** The navigation's accessible name and the page titles' section (default 'Navegação do administrador', 'Administração'). */
  navLabel?: string;
  section?: string;
  /** Where the brand leads (default /admin). */
  home?: string;
}

const NAV_LABEL = 'Navegação do administrador';
const SIDER_WIDTH = 232;
/** Compact rows: the six groups and their links fit a 768-px-high laptop screen (below the top bar) without scrolling. */
const menuTheme = {
  components: {
    Menu: {
      itemHeight: 32,
      itemMarginBlock: 2,
      groupTitleFontSize: 12,
      groupTitleLineHeight: 1.2,
      itemSelectedBg: palette.green100,
      itemSelectedColor: palette.green900,
      itemHoverBg: palette.green50,
    },
  },
};

/** The area's menu as antd items: one group per job, each link a real link (new tab, copy address). */
function AdminNav({
  pathname,
  inlineCollapsed,
  onNavigate,
  counts,
  menu,
  label,
}: {
  pathname: string;
  inlineCollapsed?: boolean;
  onNavigate?: () => void;
  counts?: Partial<Record<AdminMenuCount, number>>;
  menu: AdminMenuGroup[];
  label: string;
}) {
  const current = currentAdminLink(pathname, menu);
  const items: MenuProps['items'] = menu.map((group) => ({
    type: 'group',
    key: group.title,
    label: group.title,
    children: group.links.map((link) => {
      const count = link.countOf ? (counts?.[link.countOf] ?? 0) : 0;
      return {
        key: link.to,
        icon: link.icon,
        label: (
          <Link to={link.to} onClick={onNavigate} aria-current={current === link ? 'page' : undefined}>
            {link.label}
            {count > 0 ? (
              <Badge count={count} overflowCount={999} size="small" style={{ marginInlineStart: spacing.xs }} />
            ) : null}
          </Link>
        ),
      };
    }),
  }));
  return (
    <nav aria-label={label}>
      <ConfigProvider theme={menuTheme}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={current ? [current.to] : []}
          inlineCollapsed={inlineCollapsed}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </ConfigProvider>
    </nav>
  );
}

/**
 * Back-office frame: a top bar (brand, Sair) and the admin menu grouped by job — a collapsible side menu on wide
 * screens, a drawer opened from the top bar on phones and tablets. The page never gets wider than the screen.
 */
export function AdminLayout({
  onSignOut,
  children,
  counts,
  menu,
  navLabel = NAV_LABEL,
  section = 'Administração',
  home = paths.admin.areas,
}: AdminLayoutProps) {
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const wide = screens.lg === true;

  return (
    <PageTitleSection value={section}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            gap: spacing.sm,
            paddingInline: wide ? spacing.lg : spacing.sm,
            borderBottom: `1px solid ${palette.green100}`,
            boxShadow: '0 1px 4px rgba(27, 94, 32, 0.08)',
          }}
        >
          {wide ? (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
              onClick={() => setCollapsed(!collapsed)}
            />
          ) : (
            <Button
              type="text"
              size="large"
              icon={<MenuOutlined />}
              aria-label="Abrir menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Brand to={home} />
          <div style={{ flex: 1 }} />
          <Button type="text" icon={<LogoutOutlined />} onClick={onSignOut}>
            Sair
          </Button>
        </Layout.Header>
        <Layout hasSider={wide}>
          {wide ? (
            <Layout.Sider
              width={SIDER_WIDTH}
              collapsible
              collapsed={collapsed}
              // Folded and unfolded from the top bar: a trigger at the foot of the menu would take a row of its height.
              trigger={null}
              theme="light"
              style={{ borderInlineEnd: `1px solid ${palette.green100}`, background: palette.surface }}
            >
              <div
                style={{
                  position: 'sticky',
                  top: 64,
                  maxHeight: 'calc(100vh - 64px)',
                  overflowY: 'auto',
                  paddingBlock: spacing.sm,
                }}
              >
                <AdminNav
                  pathname={pathname}
                  inlineCollapsed={collapsed}
                  counts={counts}
                  menu={menu}
                  label={navLabel}
                />
              </div>
            </Layout.Sider>
          ) : (
            <Drawer
              title="Menu"
              placement="left"
              size={280}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              styles={{ body: { padding: spacing.sm } }}
            >
              <AdminNav
                pathname={pathname}
                onNavigate={() => setDrawerOpen(false)}
                counts={counts}
                menu={menu}
                label={navLabel}
              />
            </Drawer>
          )}
          {/* min-width 0: wide tables scroll inside the content instead of widening the page. */}
          <div style={{ flex: 1, minWidth: 0, display: 'flex' }}>
            <PageContent>{children}</PageContent>
          </div>
        </Layout>
      </Layout>
    </PageTitleSection>
  );
}
