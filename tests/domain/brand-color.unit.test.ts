import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOR_FORMAT,
  brandColorSchema,
  brandColorTooLight,
  contrastRatio,
  contrastWithWhite,
  shade,
} from '../../domain/organization/brand-color';
import { brandThemeProperties } from '../../web/src/lib/brand-theme';

describe('brand colour (a fair that looks like its organiser)', () => {
  it('measures WCAG contrast: black on white is 21:1, a colour with itself 1:1, Blueprint blue about 4.7:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f6e5a', '#0f6e5a')).toBe(1);
    expect(contrastWithWhite('#2d72d2')).toBeCloseTo(4.72, 2);
  });

  it('accepts a colour white text stays readable on, in any case, and stores it lowercase', () => {
    expect(brandColorSchema.parse('#0F6E5A')).toBe('#0f6e5a');
    expect(brandColorSchema.parse(' #184a90 ')).toBe('#184a90');
  });

  it('keeps the platform colour when none is given', () => {
    expect(brandColorSchema.parse(null)).toBeNull();
    expect(brandColorSchema.parse(undefined)).toBeNull();
    expect(brandColorSchema.parse('')).toBeNull();
  });

  it('refuses a colour too light for white text, saying how far off it is', () => {
    const answer = brandColorSchema.safeParse('#ffcc00');
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe(brandColorTooLight(contrastWithWhite('#ffcc00')));
    expect(answer.error?.issues[0]?.message).toMatch(
      /^Brand color is too light for white text \(contrast 1\.\d:1, at least 4\.5:1 is needed\)$/,
    );
  });

  it('refuses anything but a six-digit hex colour', () => {
    for (const bad of ['teal', '#fff', '#12345g', 'rgb(0,0,0)']) {
      expect(brandColorSchema.safeParse(bad).error?.issues[0]?.message).toBe(BRAND_COLOR_FORMAT);
    }
  });

  it('derives darker hover and active shades and a lighter disabled one for Blueprint', () => {
    expect(shade('#0f6e5a', 0)).toBe('#0f6e5a');
    expect(shade('#0f6e5a', 1)).toBe('#000000');
    expect(shade('#0f6e5a', -1)).toBe('#ffffff');
    const properties = brandThemeProperties('#0f6e5a');
    expect(properties['--bp-intent-primary-rest']).toBe('#0f6e5a');
    expect(contrastWithWhite(properties['--bp-intent-primary-hover']!)).toBeGreaterThan(contrastWithWhite('#0f6e5a'));
    expect(contrastWithWhite(properties['--bp-intent-primary-active']!)).toBeGreaterThan(
      contrastWithWhite(properties['--bp-intent-primary-hover']!),
    );
    expect(contrastWithWhite(properties['--bp-intent-primary-disabled']!)).toBeLessThan(contrastWithWhite('#0f6e5a'));
  });
});
