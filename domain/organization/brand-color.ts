import { z } from 'zod';

// The organization's one brand colour (a fair that looks like its organiser's, docs/white-label.md). It replaces the
// primary intent colour on the job seeker's pages, where buttons carry white text and links sit on white, so
// it must reach WCAG 2.2 AA contrast (4.5:1, SC 1.4.3) against white both ways.

export const MIN_BRAND_CONTRAST = 4.5;
export const BRAND_COLOR_FORMAT = 'Brand color must be a hex color such as #1F4B99';
export const brandColorTooLight = (ratio: number) =>
  `Brand color is too light for white text (contrast ${ratio.toFixed(1)}:1, at least ${MIN_BRAND_CONTRAST}:1 is needed)`;

const HEX = /^#[0-9a-f]{6}$/i;

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as never;

/** WCAG 2.2 relative luminance of an sRGB colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two hex colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

export const contrastWithWhite = (hex: string) => contrastRatio(hex, '#ffffff');

/** '#1f4b99' for any accepted spelling; null (the platform's own blue) when none is given. */
export const brandColorSchema = z
  .string()
  .trim()
  .max(7, BRAND_COLOR_FORMAT)
  .nullable()
  .default(null)
  .transform((value) => (value ? value.toLowerCase() : null))
  .superRefine((value, context) => {
    if (value === null) return;
    if (!HEX.test(value)) return void context.addIssue({ code: 'custom', message: BRAND_COLOR_FORMAT });
    const ratio = contrastWithWhite(value);
    if (ratio < MIN_BRAND_CONTRAST) context.addIssue({ code: 'custom', message: brandColorTooLight(ratio) });
  });

/** Mixes a colour toward black (amount > 0) or white (amount < 0), for the hover, active and disabled shades. */
export const shade = (hex: string, amount: number): string => {
  const target = amount > 0 ? 0 : 255;
  const weight = Math.abs(amount);
  return `#${channels(hex)
    .map((value) => Math.round(value + (target - value) * weight))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
};
