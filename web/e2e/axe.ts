import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** One axe finding, with the elements it was found on, as a failing test prints it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (the engine Lighthouse's accessibility audit uses) on the page as it is now, with
 * its WCAG 2.x A and AA rules, and answers the violations. The script is put into the page by the
 * test runner (not a <script> tag), so the page's Content Security Policy is unchanged. `within`:
 * a CSS selector, to look at that part of the page only.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async (within) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(within ? { include: [within] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  }, within);
}
