import { theme, type ThemeConfig } from 'antd';

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

export const appTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: palette.green700,
    colorInfo: palette.green700,
    colorSuccess: palette.green500,
    colorLink: palette.green700,
    colorTextBase: palette.text,
    colorBgLayout: palette.green50,
    borderRadius: 8,
    fontSize: 15,
    padding: spacing.md,
    margin: spacing.md,
    fontFamily:
      "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: palette.surface,
      headerHeight: 64,
      headerPadding: `0 ${spacing.lg}px`,
      footerBg: palette.green900,
      footerPadding: `${spacing.xl}px ${spacing.lg}px`,
      bodyBg: palette.green50,
    },
    Table: {
      headerBg: palette.green100,
    },
  },
};
