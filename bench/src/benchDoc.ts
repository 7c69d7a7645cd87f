export const GENERATED_START = '<!-- npm run bench: generated from here -->';
export const GENERATED_END = '<!-- npm run bench: generated up to here -->';

/**
 * docs/benchmarks.md = a generated block (the last run's table) + the sections people wrote around it (profiles,
 * before/after records, notes). A run replaces only the block between the markers; a file without them is replaced
 * whole, with the markers added.
 */
export function withGeneratedBlock(existing: string | undefined, generated: string): string {
  const block = `${GENERATED_START}\n${generated.trim()}\n${GENERATED_END}`;
  const start = existing?.indexOf(GENERATED_START) ?? -1;
  const end = existing?.indexOf(GENERATED_END) ?? -1;
  if (existing === undefined || start < 0 || end < start) return `# Benchmarks\n\n${block}\n`;
  return `${existing.slice(0, start)}${block}${existing.slice(end + GENERATED_END.length)}`;
}
