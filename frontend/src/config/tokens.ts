// The theme's colours and sizes without antd: the home page (which loads no antd, ADR 0121) and theme.ts share them.

/** Green shades of the light theme (spec §2: "Light theme with green shades"). */
export const palette = {
  green900: '#1b5e20',
  green700: '#2e7d32',
  green500: '#43a047',
  green100: '#e8f5e9',
  green50: '#f3f9f3',
  surface: '#ffffff',
  text: '#1f2a1f',
  textMuted: '#5b6b5b',
  /** Placeholders: 4.99:1 on white, 4.62:1 on a disabled field (#f6f6f6). */
  placeholder: '#667366',
  /** Errors (form messages, danger buttons): 5.62:1 on white, 5.11:1 on antd's light red. */
  error: '#c62828',
  /** Warnings: 6.79:1 on white, 6.53:1 on warningBg. */
  warning: '#874d00',
  /**
   * Backgrounds of warning and of success/info alerts. antd derives them from the seed colours, and from our dark
   * ones it makes greys (#c7c2b3 and #b3bdb1) on which a link in green700 has 2.9:1. On these, green700 has 4.93:1
   * and 4.56:1, body text 14:1.
   */
  warningBg: '#fffbe6',
  warningBorder: '#ffe58f',
  successBg: '#e8f5e9',
  successBorder: '#a5d6a7',
} as const;

/** One spacing scale for every screen, in pixels. */
export const spacing = {
  xs: 4,
  sm: 8,
  md: 16,
  lg: 24,
  xl: 32,
  xxl: 48,
} as const;

/** Widest the page content gets on large screens. */
export const contentMaxWidth = 1200;
