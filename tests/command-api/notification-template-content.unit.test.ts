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

// A merge field in a link target ({{jobFairLink}}) holds what someone else typed: an employer who names a fair
// "javascript:alert(1)" must not put a script link into every mail of a template that links its name.
describe('link targets from merge fields (docs/notifications.md "Merge fields")', () => {
  const linking = {
    channel: 'email' as const,
    subject: 's',
    body: '<p><a href="{{jobFairName}}">{{jobFairName}}</a> <a href="{{jobFairLink}}">Join</a></p>',
  };

  it('only an http(s) target survives rendering, whatever the field holds', () => {
    for (const hostile of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/relative/path',
      'mailto:someone@evil.example',
    ]) {
      const { html } = renderTemplate(linking, { jobFairName: hostile, jobFairLink: 'https://fair.example/jobfairs/1' });
      expect(html, hostile).not.toMatch(/href="(?!https:\/\/fair\.example\/jobfairs\/1")/);
      expect(html, hostile).toContain('<a href="https://fair.example/jobfairs/1">Join</a>');
    }
    const { html } = renderTemplate(linking, { jobFairName: 'http://fair.example/spring', jobFairLink: 'https://fair.example/jobfairs/1' });
    expect(html).toBe(
      '<p><a href="http://fair.example/spring">http://fair.example/spring</a> <a href="https://fair.example/jobfairs/1">Join</a></p>',
    );
  });

  it('a field cannot finish a scheme the template began; the template’s own mailto and tel links stay', () => {
    const split = { channel: 'email' as const, subject: 's', body: '<a href="java{{jobFairName}}">x</a>' };
    expect(renderTemplate(split, { jobFairName: 'script:alert(1)' }).html).toBe('<a>x</a>');
    const own = {
      channel: 'email' as const,
      subject: 's',
      body: '<a href="mailto:careers@college.example">Write</a> <a href="tel:+15551234567">Call</a>',
    };
    expect(renderTemplate(own, {}).html).toBe(own.body);
  });

  it('the sanitiser keeps a target that is a field or an http(s) address with fields, and drops any other', () => {
    expect(sanitizeTemplateBody('<a href="https://fair.example/{{jobFairName}}">x</a>')).toBe(
      '<a href="https://fair.example/{{jobFairName}}" rel="noopener noreferrer">x</a>',
    );
    for (const target of ['java{{jobFairName}}', '/lobby/{{jobFairName}}', 'lobby'])
      expect(sanitizeTemplateBody(`<a href="${target}">x</a>`), target).toBe('<a rel="noopener noreferrer">x</a>');
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
