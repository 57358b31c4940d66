import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../infra/seed/demo-accounts';

/** Opens /auth/login and submits the form as a person would; the caller waits for the outcome it expects. */
export const submitSignIn = async (page: Page, baseUrl: string, email: string, password: string = DEMO_PASSWORD): Promise<void> => {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Signs in through the form and waits until the app has left /auth (the role's home or a redirect). */
export const signIn = async (page: Page, baseUrl: string, email: string, password: string = DEMO_PASSWORD): Promise<void> => {
  await submitSignIn(page, baseUrl, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
};
