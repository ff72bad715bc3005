import { describe, expect, it } from 'vitest';
import { logoSvg } from './seed-media.js';

const number = (text: string, name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(text)?.[1] ?? NaN);

describe('the seeded logo', () => {
  const svg = logoSvg();
  const [, , , viewWidth, viewHeight] = (/viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg) ?? []).map(Number);

  it('ends where its drawing ends, so it sits flush at the start edge in both directions', () => {
    const texts = [...svg.matchAll(/<text\b[^>]*>/g)].map(([tag]) => tag);
    expect(texts.length).toBeGreaterThan(0);
    // A system font draws the words (an <img> cannot use web fonts): their width must not depend on it.
    for (const tag of texts) expect(tag).toMatch(/\btextLength="[\d.]+"/);
    const rights = [
      ...texts.map((tag) => number(tag, 'x') + number(tag, 'textLength')),
      ...[...svg.matchAll(/<rect\b[^>]*>/g)].map(([tag]) => number(tag, 'x') + number(tag, 'width')),
    ];
    const right = Math.max(...rights);
    const left = Math.min(...[...svg.matchAll(/<rect\b[^>]*>/g)].map(([tag]) => number(tag, 'x')));
    expect(right).toBeLessThanOrEqual(viewWidth!);
    // The same small margin at both ends.
    expect(viewWidth! - right).toBe(left);
    expect(left).toBeLessThanOrEqual(2);
  });

  it('declares the size of its viewBox, so the header reserves the right box for it', () => {
    expect(number(svg, 'width')).toBe(viewWidth);
    expect(number(svg, 'height')).toBe(viewHeight);
  });
});
