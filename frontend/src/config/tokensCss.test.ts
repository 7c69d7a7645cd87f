import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palette, spacing } from './tokens';
import { tokensCss } from './tokensCss';

describe('tokens.css: the theme for the screens drawn without antd (ADR 0142)', () => {
  it('is the file tokens.ts generates (the Vite build rewrites it; commit it after changing tokens.ts)', () => {
    expect(readFileSync(path.join(__dirname, 'tokens.css'), 'utf8')).toBe(tokensCss());
  });

  it("declares every palette colour and spacing step, and antd's body text colour (the base at 88 %)", () => {
    const css = tokensCss();
    expect(css).toContain(`--color-green-700: ${palette.green700};`);
    expect(css).toContain(`--color-text-muted: ${palette.textMuted};`);
    expect(css).toContain(`--space-lg: ${spacing.lg}px;`);
    expect(css).toContain('--color-text-body: rgba(31, 42, 31, 0.88);');
  });

  it('leaves no variable the plain stylesheets use undeclared', () => {
    const declared = new Set([...tokensCss().matchAll(/(--[a-z0-9-]+):/g)].map((m) => m[1]));
    for (const sheet of ['../components/layouts/site.css', '../features/demand/components/lightStep.css']) {
      const used = [...readFileSync(path.join(__dirname, sheet), 'utf8').matchAll(/var\((--[a-z0-9-]+)\)/g)];
      expect(used.length).toBeGreaterThan(0);
      expect(used.map((m) => m[1]).filter((name) => !declared.has(name))).toEqual([]);
    }
  });
});
