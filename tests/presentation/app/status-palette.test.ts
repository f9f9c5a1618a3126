import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../../src/presentation/app/theme';
import { PENDING_BADGE } from '../../../src/presentation/app/status-palette';
import type { StatusTone } from '../../../src/domain/load/status-badge';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Hue in degrees and lightness (0–1) of a #rrggbb colour. */
function hueAndLightness(hex: string): { hue: number; lightness: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const hue =
    d === 0
      ? 0
      : max === r
        ? 60 * (((g - b) / d) % 6)
        : max === g
          ? 60 * ((b - r) / d + 2)
          : 60 * ((r - g) / d + 4);
  return { hue: (hue + 360) % 360, lightness: (max + min) / 2 };
}

describe('pending badge palette (pending is yellow)', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { color, bgcolor } = PENDING_BADGE[mode];

    it(`${mode}: its text keeps WCAG AA contrast (4.5:1) on its fill`, () => {
      expect(contrast(color, bgcolor)).toBeGreaterThanOrEqual(4.5);
    });

    it(`${mode}: the fill reads as yellow, not brown (a light colour of yellow hue)`, () => {
      const { hue, lightness } = hueAndLightness(bgcolor);
      expect(hue).toBeGreaterThanOrEqual(40);
      expect(hue).toBeLessThanOrEqual(65);
      expect(lightness).toBeGreaterThanOrEqual(0.6);
      // The text is dark, so the fill carries the colour.
      expect(hueAndLightness(color).lightness).toBeLessThan(0.25);
    });

    it(`${mode}: the theme's pending badge is it`, () => {
      expect(createAppTheme().colorSchemes[mode]?.palette.status.warning).toEqual(
        PENDING_BADGE[mode],
      );
    });
  }
});

/** #rrggbb of `rgba(r, g, b, a)` laid over an opaque #rrggbb. */
function over(rgba: string, base: string): string {
  const [r, g, b, a] = (rgba.match(/[\d.]+/g) ?? []).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const channel = (value: number, i: number) =>
    Math.round(value * a + parseInt(base.slice(i, i + 2), 16) * (1 - a));
  return `#${[channel(r, 1), channel(g, 3), channel(b, 5)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('every status badge keeps its text readable (WCAG AA, 4.5:1)', () => {
  const tones: StatusTone[] = ['success', 'info', 'assigned', 'error', 'warning'];
  for (const mode of ['light', 'dark'] as const) {
    const palette = createAppTheme().colorSchemes[mode]?.palette;
    for (const tone of tones) {
      it(`${mode}, ${tone}: its text on its fill, over the paper`, () => {
        if (!palette) throw new Error(`no ${mode} scheme`);
        const { color, bgcolor } = palette.status[tone];
        const fill = bgcolor.startsWith('#') ? bgcolor : over(bgcolor, palette.background.paper);
        expect(contrast(color, fill)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
