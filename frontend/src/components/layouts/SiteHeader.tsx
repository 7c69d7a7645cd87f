import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { breakpoints, useMinWidth } from '../../hooks/useMediaQuery';
import './site.css';
import { InlineIcon } from '../InlineIcon';

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
  /** On phones, where `extra` moves into the menu: what stays in the header row, next to the menu button (the balance). */
  phoneExtra?: ReactNode;
  /** Narrowest screen (antd breakpoint) that still shows the links inline. */
  inlineFrom: 'md' | 'lg' | 'xl';
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

function HeaderLinkItem({
  link,
  pathname,
  onNavigate,
}: {
  link: HeaderLink;
  pathname: string;
  onNavigate?: () => void;
}) {
  const active = isActive(link, pathname);
  if (link.to) {
    return (
      <Link to={link.to} className="site-nav-link" aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="site-nav-link"
      onClick={() => {
        onNavigate?.();
        link.onClick?.();
      }}
    >
      {link.label}
    </button>
  );
}

function MenuIcon() {
  return (
    <InlineIcon
      size={18}
      path="M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z"
    />
  );
}

function CloseIcon() {
  return (
    <InlineIcon
      size={16}
      path="M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z"
    />
  );
}

/**
 * The header every layout shares: brand on the left, links inline on wide screens, a menu button on phones that opens
 * a side panel. Plain markup and CSS (site.css): the home page carries no antd (ADR 0121).
 */
export function SiteHeader({ brand, links, extra, phoneExtra, inlineFrom, navLabel }: SiteHeaderProps) {
  const inline = useMinWidth(breakpoints[inlineFrom]);
  // Between a tablet's width and the inline links, `extra` (the provider's name and balance) stays in the row, next
  // to the menu button; on phones it moves into the menu.
  const extraInRow = useMinWidth(breakpoints.md);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header-row">
        {brand}
        {inline ? (
          <nav aria-label={navLabel} className="site-nav-inline">
            {extra}
            {links.map((link) => (
              <HeaderLinkItem key={link.label} link={link} pathname={pathname} />
            ))}
          </nav>
        ) : (
          <>
            <div className="site-header-end">
              {extraInRow ? extra : phoneExtra}
              <button
                type="button"
                className="site-menu-button"
                aria-label="Abrir menu"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </button>
            </div>
            {menuOpen ? (
              <>
                <div className="site-menu-backdrop" onClick={close} aria-hidden="true" />
                <div className="site-menu-panel" role="dialog" aria-modal="true" aria-label="Menu">
                  <div className="site-menu-head">
                    <span>Menu</span>
                    <button
                      type="button"
                      className="site-menu-button"
                      aria-label="Fechar menu"
                      onClick={close}
                      autoFocus
                    >
                      <CloseIcon />
                    </button>
                  </div>
                  <div className="site-menu-body">
                    {extra && !extraInRow ? <div style={{ marginBottom: 16 }}>{extra}</div> : null}
                    <nav aria-label={navLabel} className="site-menu-nav">
                      {links.map((link) => (
                        <HeaderLinkItem key={link.label} link={link} pathname={pathname} onNavigate={close} />
                      ))}
                    </nav>
                  </div>
                </div>
              </>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
