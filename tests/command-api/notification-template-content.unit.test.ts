import { describe, expect, it } from 'vitest';
import { checkTemplate } from '../../command-api/application/notification-templates/check-template';
import { mergeFieldsUsedIn, renderTemplate } from '../../command-api/application/notification-templates/render-template';
import { sanitizeTemplateBody } from '../../command-api/application/notification-templates/sanitize-body';
import { templateRequestSchema } from '../../domain/notification/template-schema';
import { NamedRefusal, ValidationFailed } from '../../domain/shared/errors';

const request = (changes: Record<string, unknown>) =>
  templateRequestSchema.parse({
    templateId: 'reminder',
    eventType: 'ReminderBeforeJobFairStart',
    recipientType: 'jobseeker',
    subject: '{{jobFairName}} starts soon',
    body: '<p>Hello <strong>{{firstName}}</strong></p>',
    ...changes,
  });
const refusedWith = (code: string, run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof NamedRefusal && error.specCode === code;
  }
  return false;
};

describe('sanitising a body (spec 3 §2.2)', () => {
  it('keeps what the toolbar makes and drops what runs', () => {
    const html =
      '<h1 style="text-align:center">Title</h1><h3>Sub</h3><p><strong>b</strong><em>i</em><u>u</u></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><a href="https://fair.example/x">link</a>';
    expect(sanitizeTemplateBody(html)).toBe(
      html.replace('<a href="https://fair.example/x">', '<a href="https://fair.example/x" rel="noopener noreferrer">'),
    );
    expect(sanitizeTemplateBody('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y></p>')).toBe('<p>Hi</p>');
    expect(sanitizeTemplateBody('<a href="javascript:alert(1)">x</a><p style="color:red;text-align:right">y</p>')).toBe(
      '<a rel="noopener noreferrer">x</a><p style="text-align:right">y</p>',
    );
  });
  it('keeps merge fields as text and as link targets', () => {
    expect(sanitizeTemplateBody('<p>{{firstName}} <a href="{{jobFairLink}}">join</a></p>')).toBe(
      '<p>{{firstName}} <a href="{{jobFairLink}}" rel="noopener noreferrer">join</a></p>',
    );
  });
});

describe('rendering (logic-less mustache)', () => {
  it('fills an email: subject as text, body as HTML with values escaped, and a text alternative', () => {
    const rendered = renderTemplate(
      {
        channel: 'email',
        subject: '{{jobFairName}} & you',
        body: '<p>Hi <strong>{{firstName}}</strong></p><ul><li>{{startTime}}</li></ul>',
      },
      { jobFairName: 'Spring <Fair>', firstName: 'Ann & Bo', startTime: '10:00' },
    );
    expect(rendered).toEqual({
      subject: 'Spring <Fair> & you',
      html: '<p>Hi <strong>Ann &amp; Bo</strong></p><ul><li>10:00</li></ul>',
      text: 'Hi Ann & Bo\n- 10:00',
    });
  });
  it('fills an SMS as text and leaves missing fields empty', () => {
    expect(renderTemplate({ channel: 'sms', subject: '', body: 'Hi {{firstName}}{{lastName}} <3' }, { firstName: 'Ann' })).toEqual({
      subject: '',
      html: null,
      text: 'Hi Ann <3',
    });
  });
  it('lists the fields a text uses, and refuses partials, unescaped output and broken syntax', () => {
    expect(mergeFieldsUsedIn('{{firstName}} {{#phone_number}}call {{phone_number}}{{/phone_number}}')).toEqual([
      'firstName',
      'phone_number',
    ]);
    expect(mergeFieldsUsedIn('{{> header}}')).toBeNull();
    expect(mergeFieldsUsedIn('{{{firstName}}}')).toBeNull();
    expect(mergeFieldsUsedIn('{{#firstName}} open')).toBeNull();
  });
});

describe('the server checks of a save (spec 3 §8)', () => {
  it('answers INVALID_EVENT_TYPE, INVALID_RECIPIENT and INVALID_TEMPLATE_FORMAT', () => {
    expect(refusedWith('INVALID_EVENT_TYPE', () => checkTemplate(request({ eventType: 'Birthday' })))).toBe(true);
    expect(refusedWith('INVALID_RECIPIENT', () => checkTemplate(request({ recipientType: 'everyone' })))).toBe(true);
    expect(refusedWith('INVALID_TEMPLATE_FORMAT', () => checkTemplate(request({ body: '<p>Pay {{amount}} now please</p>' })))).toBe(true);
    expect(refusedWith('INVALID_TEMPLATE_FORMAT', () => checkTemplate(request({ subject: 'Hi {{#firstName}}' })))).toBe(true);
  });
  it('stores the sanitised body, and refuses one left without visible text', () => {
    expect(checkTemplate(request({ body: '<p>Hello there<script>x</script></p>' })).body).toBe('<p>Hello there</p>');
    expect(() => checkTemplate(request({ body: '<p><script>alert("hello")</script></p>' }))).toThrow(ValidationFailed);
  });
  it('keeps an SMS body as text and drops subject and sender', () => {
    const sms = checkTemplate(request({ channel: 'sms', body: 'Hi {{firstName}} <3 see you', subject: '', sender: 'a@b.org' }));
    expect(sms).toMatchObject({ body: 'Hi {{firstName}} <3 see you', subject: '', sender: null });
  });
});
