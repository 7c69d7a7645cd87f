import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForAnimations } from './browser';

/**
 * The WCAG 2.1 A/AA rules (issue #19 item 5, ADR 0118), plus WCAG 2.2 AA, whose only axe rule is `target-size`
 * (controls at least 24 × 24 px or spaced apart).
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what `page` shows now and fails with a readable list (rule id, impact, help, target selectors)
 * when there is any serious or critical violation. `label` names the screen in the failure ("home desktop").
 * Minor and moderate findings do not fail the test unless `impacts` is 'all'. It first waits for running transitions to end: a panel still
 * fading in has text at partial opacity, which axe would measure as low contrast.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  impacts: 'serious' | 'all' = 'serious',
): Promise<void> {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).withTags([...A11Y_TAGS]).analyze();
  const blocking = results.violations.filter(
    (violation) => impacts === 'all' || BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((violation) => [
    `- ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map(
      (node) =>
        `    ${node.target.map(String).join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  ]);
  throw new Error(
    `${label}: ${blocking.length} violação(ões) de acessibilidade graves ou críticas em ${page.url()}\n${lines.join('\n')}`,
  );
}
