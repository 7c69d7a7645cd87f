import { GENERATED_END, GENERATED_START, withGeneratedBlock } from './benchDoc';

describe('docs/benchmarks.md: a run replaces only its generated block', () => {
  it('given no file, when a run writes, then the file is the title and the marked block', () => {
    expect(withGeneratedBlock(undefined, 'table 1\n')).toBe(
      `# Benchmarks\n\n${GENERATED_START}\ntable 1\n${GENERATED_END}\n`,
    );
  });

  it('given a file with written sections around the block, when a run writes, then those sections stay as they were', () => {
    const before = `# Benchmarks\n\nintro\n\n${GENERATED_START}\nold table\n${GENERATED_END}\n\n## Profiled and fixed\n\nnotes\n`;
    expect(withGeneratedBlock(before, 'new table')).toBe(
      `# Benchmarks\n\nintro\n\n${GENERATED_START}\nnew table\n${GENERATED_END}\n\n## Profiled and fixed\n\nnotes\n`,
    );
  });

  it('given a file without markers (an old run), when a run writes, then the file is replaced with a marked block', () => {
    expect(withGeneratedBlock('# Old\n\nwhatever\n', 'table')).toBe(
      `# Benchmarks\n\n${GENERATED_START}\ntable\n${GENERATED_END}\n`,
    );
  });
});
