import { useEffect } from 'react';
import { EMPTY_TEMPLATE, sameValues, type TemplateFormValues } from './template-form-values';

// spec 3 §4: drafts of new templates are saved locally 2 seconds after the last change.
const DRAFT_KEY = 'notification-template-draft';
export const DRAFT_DELAY_MS = 2_000;

export const readDraft = (): TemplateFormValues | null => {
  try {
    const stored = localStorage.getItem(DRAFT_KEY);
    return stored ? { ...EMPTY_TEMPLATE, ...(JSON.parse(stored) as Partial<TemplateFormValues>) } : null;
  } catch {
    return null;
  }
};

export const discardDraft = () => localStorage.removeItem(DRAFT_KEY);

/** Keeps the new template's values as the local draft once they have rested for 2 s; nothing is kept for an empty form. */
export const useTemplateDraft = (values: TemplateFormValues, active: boolean) => {
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      if (sameValues(values, EMPTY_TEMPLATE)) discardDraft();
      else localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, active]);
};
