import { contentMaxWidth, neutral, palette, radius, spacing, typography } from './tokens.ts';

/** `green900` → `green-900`, `textMuted` → `text-muted`. */
const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** `#1f2a1f` at `alpha` as `rgba(31, 42, 31, alpha)`. */
const withAlpha = (hex: string, alpha: number) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/**
 * The theme's values as CSS custom properties, for the screens drawn without antd (the public frame, the home page,
 * the wizard's first step: ADR 0121, 0128). Written to `tokens.css` by the Vite build (vite.config.ts), so an edit of
 * tokens.ts changes antd's theme and the plain stylesheets together; a test checks the committed file is current.
 */
export function tokensCss(): string {
  const lines = [
    ...Object.entries(palette).map(([name, value]) => [`--color-${kebab(name)}`, value]),
    ...Object.entries(neutral).map(([name, value]) => [`--neutral-${kebab(name)}`, value]),
    // antd draws body text as the base text colour at 88 %, and fills and dividers from it at lower alphas.
    ['--color-text-body', withAlpha(palette.text, 0.88)],
    ['--color-text-fill', withAlpha(palette.text, 0.04)],
    ['--color-text-line', withAlpha(palette.text, 0.25)],
    ['--color-error-focus', withAlpha(palette.error, 0.12)],
    ['--color-primary-focus', withAlpha(palette.green700, 0.2)],
    ...Object.entries(spacing).map(([name, value]) => [`--space-${name}`, `${value}px`]),
    ['--content-max-width', `${contentMaxWidth}px`],
    ['--radius', `${radius}px`],
    ['--font-size', `${typography.fontSize}px`],
    ['--font-family', typography.fontFamily],
  ];
  return [
    '/* Generated from tokens.ts by tokensCss.ts (the Vite build writes it; do not edit by hand). */',
    ':root {',
    ...lines.map(([name, value]) => `  ${name}: ${value};`),
    '}',
    '',
  ].join('\n');
}
