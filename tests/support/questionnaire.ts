import type { Locator } from 'playwright-core';

/** Blueprint hides the radio input behind its indicator: a person clicks the label (the queue questionnaire, spec 2 §2.2). */
export const chooseAnswer = (dialog: Locator, question: number, answer: 'Yes' | 'No') =>
  dialog.locator('.bp6-form-group').nth(question).locator('label.bp6-radio').filter({ hasText: answer }).click();
