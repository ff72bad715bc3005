import axe from 'axe-core';

/**
 * Runs axe-core on the rendered document. Colour contrast needs real layout and CSS, which jsdom does not
 * have; it is checked in the browser journeys and by the palette's documented ratios instead.
 */
export async function axeViolations(context: Element | Document = document) {
  const result = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
