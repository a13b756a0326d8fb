import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical WCAG 2.1 A/AA findings on the page as it stands, with where they are, and
 * WCAG 2.2's target size (2.5.8: every target at least 24 px, or spaced so; Lighthouse audits it too).
 * Motion is reduced first (index.css then ends every transition at once) and finite animations are
 * waited out: a toast caught fading in or out, or one whose time runs out while axe reads the page, is
 * drawn in blended colours, and axe would measure the contrast of a frame nobody reads (CI saw toast
 * titles at 1.15:1 and 1.62:1). Reduced motion stays on for the rest of the test. Endless animations
 * (spinners) are not waited for.
 */
export async function seriousViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}
