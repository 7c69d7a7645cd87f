import { palette } from '../config/theme';

/** A review's stars as text ("★★★★☆"), read out as "4 de 5 estrelas". */
export function ReviewStars({ stars }: { stars: number }) {
  return (
    <span
      role="img"
      aria-label={`${stars} de 5 estrelas`}
      style={{ color: palette.green700, fontSize: 18, letterSpacing: 2 }}
    >
      {'★'.repeat(stars)}
      {'☆'.repeat(Math.max(5 - stars, 0))}
    </span>
  );
}
