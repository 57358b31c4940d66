import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_IDENTITY_MESSAGES } from '../../domain/notification/email-identity-schema';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';
import { expectRefused } from '../support/refused';
import { castFor, type Cast } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_email_identities');
  cast = await castFor(api);
});
afterAll(() => api.close());

const IDENTITIES = '/api/organizations/email-identities';
const address = () => `sender-${randomUUID().slice(0, 8)}@example.org`;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.as(user, { method, url, ...(payload ? { payload } : {}) });
const identityOf = async (email: string) => {
  const listed = envelopeOf(await call(cast.admin, 'GET', `${IDENTITIES}/`)).data.identities as { email: string }[];
  return listed.find((identity) => identity.email === email);
};
/** The link in the newest verification mail to this address. */
const linkMailedTo = async (email: string) => {
  const [mail] = await api.outbox.list({ to: email });
  expect(mail?.purpose).toBe('email-identity-verification');
  return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
};
const visit = (link: URL) =>
  call(null, 'POST', '/api/public/email-identities/verify', {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
  });

describe('email identities (spec 3 §7, Admin only)', () => {
  it('adds an identity as Pending, mails it a link whose visit verifies it, and then it may send a template', async () => {
    const email = address();
    const added = await call(cast.admin, 'POST', `${IDENTITIES}/`, { email: ` ${email.toUpperCase()} ` });
    expect(added.statusCode, added.body).toBe(201);
    expect(envelopeOf(added).data).toMatchObject({ email, verified: false, verificationStatus: 'Pending' });
    const link = await linkMailedTo(email);
    expect(link.pathname).toBe('/email-identities/verify');
    expect(envelopeOf(added).data.verificationToken).toBe(link.searchParams.get('token'));

    expect(envelopeOf(await call(cast.admin, 'GET', `${IDENTITIES}/${email}/verification`)).data).toEqual({ email, verified: false });
    const visited = await visit(link);
    expect(visited.statusCode, visited.body).toBe(200);
    expect(await identityOf(email)).toMatchObject({ verified: true, verificationStatus: 'Success' });
    expect(envelopeOf(await call(cast.admin, 'GET', `${IDENTITIES}/verified`)).data.emails).toContain(email);
    expect(
      envelopeOf(await call(cast.admin, 'POST', `${IDENTITIES}/verification-status`, { emails: [email, 'none@example.org'] })).data,
    ).toEqual([
      { email, verificationStatus: 'Success' },
      { email: 'none@example.org', verificationStatus: 'NotStarted' },
    ]);
    // spec 3 §4: only identities not yet verified offer resend.
    await expectRefused(api, () => call(cast.admin, 'PUT', `${IDENTITIES}/${email}/resend-verification`), 409);

    const template = await call(cast.admin, 'POST', '/api/organizations/templates', {
      templateId: `welcome_${randomUUID().slice(0, 6)}`,
      eventType: 'JobseekerSignedUp',
      recipientType: 'jobseeker',
      subject: 'Welcome',
      body: '<p>Welcome {{firstName}}!</p>',
      sender: email,
    });
    expect(template.statusCode, template.body).toBe(201);
    expect(envelopeOf(template).data.sender).toBe(email);
  });

  it('resends a new link that replaces the old one', async () => {
    const email = address();
    await call(cast.admin, 'POST', `${IDENTITIES}/`, { email });
    const first = await linkMailedTo(email);
    api.clock.advance(1_000);
    const resent = await call(cast.admin, 'PUT', `${IDENTITIES}/${email}/resend-verification`);
    expect(envelopeOf(resent).data).toEqual({ success: true, message: EMAIL_IDENTITY_MESSAGES.resent });
    const second = await linkMailedTo(email);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    await expectRefused(api, () => visit(first), 409);
    expect((await visit(second)).statusCode).toBe(200);
  });

  it('refuses an invalid address, a second add of the same one, and a token that is not the mailed one', async () => {
    const invalid = await expectRefused(api, () => call(cast.admin, 'POST', `${IDENTITIES}/`, { email: 'not-an-email' }), 400);
    expect(invalid.errors[0]).toMatchObject({ field: 'email', message: EMAIL_IDENTITY_MESSAGES.invalidEmail });
    const email = address();
    await call(cast.admin, 'POST', `${IDENTITIES}/`, { email });
    await expectRefused(api, () => call(cast.admin, 'POST', `${IDENTITIES}/`, { email }), 409);
    await expectRefused(api, () => call(null, 'POST', '/api/public/email-identities/verify', { email, token: 'guess' }), 409);
  });

  it('adds and deletes in batches with a summary, and deletes one', async () => {
    const [a, b] = [address(), address()];
    await call(cast.admin, 'POST', `${IDENTITIES}/`, { email: a });
    const added = await call(cast.admin, 'POST', `${IDENTITIES}/batch`, { emails: [a, b] });
    expect(envelopeOf(added).data).toMatchObject({ total: 2, successful: 1, message: 'Added 1 of 2 emails successfully' });
    const none = await expectRefused(api, () => call(cast.admin, 'POST', `${IDENTITIES}/batch`, { emails: [] }), 400);
    expect(none.errors[0]?.message).toBe(EMAIL_IDENTITY_MESSAGES.noneEntered);
    const noneSelected = await expectRefused(
      api,
      () => api.as(cast.admin, { method: 'DELETE', url: `${IDENTITIES}/batch`, payload: { emails: [] } }),
      400,
    );
    expect(noneSelected.errors[0]?.message).toBe(EMAIL_IDENTITY_MESSAGES.noneSelected);

    const deleted = await api.as(cast.admin, {
      method: 'DELETE',
      url: `${IDENTITIES}/batch`,
      payload: { emails: [a, 'gone@example.org'] },
    });
    expect(envelopeOf(deleted).data).toMatchObject({ total: 2, successful: 1, message: 'Deleted 1 of 2 identities successfully' });
    expect(await identityOf(a)).toBeUndefined();
    expect(envelopeOf(await call(cast.admin, 'DELETE', `${IDENTITIES}/${b}`)).data.success).toBe(true);
    await expectRefused(api, () => call(cast.admin, 'DELETE', `${IDENTITIES}/${b}`), 404);
  });

  it('answers the sending status: Sandbox Mode while mail goes to the outbox', async () => {
    expect(envelopeOf(await call(cast.admin, 'GET', `${IDENTITIES}/status`)).data).toEqual({
      sandboxMode: true,
      message: EMAIL_IDENTITY_MESSAGES.sandbox,
    });
  });

  it('is for platform admins only', async () => {
    for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant])
      await expectRefused(api, () => call(user, 'POST', `${IDENTITIES}/`, { email: address() }), 403);
    expect((await call(cast.employerAdmin, 'GET', `${IDENTITIES}/`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `${IDENTITIES}/`)).statusCode).toBe(401);
  });
});
