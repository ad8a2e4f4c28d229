import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

for (const path of ['/', '/ru/', '/en/about', '/updates', '/nope']) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
