/**
 * One of antd's icons drawn from its SVG path (viewBox 64 64 896 896), for the screens that load no icon library (the
 * public frame, the home page, the wizard's first step: ADR 0121, 0128). Decorative: hidden from screen readers.
 */
export function InlineIcon({
  path,
  size = '1em',
  color = 'currentColor',
}: {
  path: string;
  size?: number | string;
  color?: string;
}) {
  return (
    <svg viewBox="64 64 896 896" width={size} height={size} fill={color} aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
