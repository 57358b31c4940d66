import { useEffect } from 'react';
import { shade } from '../../../domain/organization/brand-color';

// Blueprint 6 paints its primary intent from CSS custom properties; an organization's brand colour replaces
// them, so every primary button, link-coloured minimal button, focus ring and portal (dialogs, toasts) follows
// without per-component styles. The colour was checked for contrast against white when it was saved.

/** The primary-intent custom properties for a brand colour. */
export const brandThemeProperties = (color: string): Record<string, string> => ({
  '--bp-intent-primary-rest': color,
  '--bp-intent-primary-hover': shade(color, 0.15),
  '--bp-intent-primary-active': shade(color, 0.3),
  '--bp-intent-primary-disabled': shade(color, -0.35),
  '--brand-color': color,
});

/** Applies the brand colour to the whole document (portals included) until `undo` is called. */
export const applyBrandTheme = (color: string, root: HTMLElement = document.documentElement): (() => void) => {
  const properties = Object.entries(brandThemeProperties(color));
  for (const [name, value] of properties) root.style.setProperty(name, value);
  return () => {
    for (const [name] of properties) root.style.removeProperty(name);
  };
};

/** While mounted, the page wears the brand colour; null keeps the platform's own. */
export const useBrandTheme = (color: string | null | undefined): void => {
  useEffect(() => (color ? applyBrandTheme(color) : undefined), [color]);
};
