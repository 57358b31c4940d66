import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_ERRORS } from '../../domain/notification/template-view';
import { TEMPLATE_MESSAGES } from '../../domain/notification/template-schema';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';
import { expectRefused } from '../support/refused';
import { castFor, type Cast } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_notification_templates');
  cast = await castFor(api);
});
afterAll(() => api.close());

const TEMPLATES = '/api/organizations/templates';
const templateBody = (overrides: Record<string, unknown> = {}) => ({
  templateId: `reminder_${randomUUID().slice(0, 8)}`,
  eventType: 'ReminderBeforeJobFairStart',
  recipientType: 'jobseeker',
  channel: 'email',
  subject: '{{jobFairName}} starts soon',
  body: '<p>Hello <strong>{{firstName}}</strong>, <a href="{{jobFairLink}}">join us</a></p>',
  sendRelativeTo: {
    mode: 'components',
    offsetMinutes: -30,
    componentPaths: { date: 'data.startDate', time: 'data.startTime', timezone: 'data.timezone' },
  },
  ...overrides,
});
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  api.as(user, { method, url, ...(payload ? { payload } : {}) });
const codeOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: string; message: string; field?: string }[] }).errors[0];

describe('notification templates (spec 3 §7, Admin only)', () => {
  it('creates a template, reads it back by template ID and channel, lists it, and updates it', async () => {
    const body = templateBody();
    const created = await call(cast.admin, 'POST', TEMPLATES, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(envelopeOf(created).data).toMatchObject({
      ...body,
      body: '<p>Hello <strong>{{firstName}}</strong>, <a href="{{jobFairLink}}" rel="noopener noreferrer">join us</a></p>',
      enabled: true,
      sender: null,
      tags: [],
      metadata: {},
    });
    const one = await call(cast.admin, 'GET', `${TEMPLATES}/${body.templateId}?channel=email`);
    expect(envelopeOf(one).data).toEqual(envelopeOf(created).data);
    const all = await call(cast.admin, 'GET', `${TEMPLATES}/all`);
    expect(envelopeOf(all).data.items.map((item: { templateId: string }) => item.templateId)).toContain(body.templateId);

    const updated = await call(cast.admin, 'PUT', `${TEMPLATES}/${body.templateId}?channel=email`, {
      ...body,
      enabled: false,
      sendRelativeTo: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(envelopeOf(updated).data).toMatchObject({ enabled: false, sendRelativeTo: null });
    // The same template ID on the other channel is another template (spec 3 §4).
    const sms = await call(cast.admin, 'POST', TEMPLATES, {
      ...body,
      channel: 'sms',
      subject: '',
      body: 'Hi {{firstName}}, we start soon!',
    });
    expect(sms.statusCode, sms.body).toBe(201);
    const missing = await call(cast.admin, 'GET', `${TEMPLATES}/nope_${randomUUID().slice(0, 6)}?channel=email`);
    expect(missing.statusCode).toBe(404);
  });

  it('sanitises the HTML body before storing it', async () => {
    const created = await call(
      cast.admin,
      'POST',
      TEMPLATES,
      templateBody({ body: '<p onclick="steal()">Hello {{firstName}}<script>alert(1)</script></p>' }),
    );
    expect(envelopeOf(created).data.body).toBe('<p>Hello {{firstName}}</p>');
  });

  it('answers TEMPLATE_ID_EXISTS on the template ID when the pair is taken', async () => {
    const body = templateBody();
    expect((await call(cast.admin, 'POST', TEMPLATES, body)).statusCode).toBe(201);
    await expectRefused(api, () => call(cast.admin, 'POST', TEMPLATES, body), 409);
    expect(codeOf(await call(cast.admin, 'POST', TEMPLATES, body))).toEqual({
      field: 'templateId',
      code: 'TEMPLATE_ID_EXISTS',
      message: TEMPLATE_ERRORS.TEMPLATE_ID_EXISTS,
    });
  });

  it.each([
    [{ eventType: 'Birthday' }, 'INVALID_EVENT_TYPE'],
    [{ recipientType: 'everyone' }, 'INVALID_RECIPIENT'],
    [{ body: '<p>Your payment of {{amount}} is due</p>' }, 'INVALID_TEMPLATE_FORMAT'],
    [{ subject: 'Hi {{#firstName}}' }, 'INVALID_TEMPLATE_FORMAT'],
  ] as const)('answers %o with %s and the spec words', async (overrides, code) => {
    const envelope = await expectRefused(api, () => call(cast.admin, 'POST', TEMPLATES, templateBody(overrides)), 400);
    expect(envelope.errors[0]).toMatchObject({ code, message: TEMPLATE_ERRORS[code] });
  });

  it.each([
    ['a template ID with spaces', { templateId: 'a b c' }, 'templateId', TEMPLATE_MESSAGES.templateIdCharacters],
    ['a template ID of 2', { templateId: 'ab' }, 'templateId', TEMPLATE_MESSAGES.templateIdTooShort],
    ['a template ID of 50', { templateId: 'a'.repeat(50) }, 'templateId', TEMPLATE_MESSAGES.templateIdTooLong],
    // GET /organizations/templates/all is the list (spec 3 §7): a template of that ID could never be read by it.
    ['the template ID all', { templateId: 'all' }, 'templateId', TEMPLATE_MESSAGES.templateIdReserved],
    ['the template ID ALL', { templateId: 'ALL' }, 'templateId', TEMPLATE_MESSAGES.templateIdReserved],
    ['a body of markup only', { body: '<p>   </p>' }, 'body', TEMPLATE_MESSAGES.bodyEmpty],
    ['a body of a script only', { body: '<script>alert("a long enough script")</script>' }, 'body', TEMPLATE_MESSAGES.bodyEmpty],
    ['a body over 50,000', { body: 'x'.repeat(50_001) }, 'body', TEMPLATE_MESSAGES.bodyTooLong],
    ['a blank subject', { subject: '   ' }, 'subject', TEMPLATE_MESSAGES.subjectRequired],
    ['a subject over 200', { subject: 's'.repeat(201) }, 'subject', TEMPLATE_MESSAGES.subjectTooLong],
    [
      'an offset over a week',
      { sendRelativeTo: { mode: 'direct', offsetMinutes: 10_081, directPath: 'data.startsAt' } },
      'sendRelativeTo.offsetMinutes',
      TEMPLATE_MESSAGES.offset,
    ],
  ])('refuses %s on its field (spec 3 §5)', async (_case, overrides, field, message) => {
    const envelope = await expectRefused(api, () => call(cast.admin, 'POST', TEMPLATES, templateBody(overrides)), 400);
    expect(envelope.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('keeps the template ID and channel of an existing template, and updates only one that exists', async () => {
    const body = templateBody();
    await call(cast.admin, 'POST', TEMPLATES, body);
    await expectRefused(
      api,
      () => call(cast.admin, 'PUT', `${TEMPLATES}/${body.templateId}?channel=email`, { ...body, templateId: 'renamed' }),
      400,
    );
    await expectRefused(
      api,
      () => call(cast.admin, 'PUT', `${TEMPLATES}/${body.templateId}?channel=sms`, { ...body, channel: 'sms', body: 'Plain text body' }),
      404,
    );
  });

  it('takes only a verified email identity as sender', async () => {
    const envelope = await expectRefused(
      api,
      () => call(cast.admin, 'POST', TEMPLATES, templateBody({ sender: 'unverified@example.com' })),
      400,
    );
    expect(envelope.errors[0]).toMatchObject({ field: 'sender', message: 'Only a verified email identity can be a template’s sender' });
  });

  it('answers PERMISSION_DENIED to anyone but a platform admin, and 401 without a token', async () => {
    for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant]) {
      const envelope = await expectRefused(api, () => call(user, 'POST', TEMPLATES, templateBody()), 403);
      expect(envelope.errors[0]).toMatchObject({ code: 'PERMISSION_DENIED', message: TEMPLATE_ERRORS.PERMISSION_DENIED });
      expect((await call(user, 'GET', `${TEMPLATES}/all`)).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', `${TEMPLATES}/all`)).statusCode).toBe(401);
  });
});
