import Mustache from 'mustache';
import type { NotificationTemplateView } from '../../../domain/notification/template-view';
import { sanitizeRenderedBody } from './sanitize-body';

// Merge fields are logic-less mustache (spec 3 §2.2): {{name}} and, for optional fields, {{#name}}…{{/name}}.
// Partials, delimiter changes and unescaped output ({{{name}}}, {{&name}}) are not a template's to use:
// a job seeker's name must never become HTML in another person's mail.
const ALLOWED_TOKENS = new Set(['text', 'name', '#', '^', '!']);

// [kind, value, start, end, section tokens (sections only; a partial keeps its indentation there), …]
type Token = [string, string, number, number, unknown?];

const childrenOf = (token: Token): Token[] => (Array.isArray(token[4]) ? (token[4] as Token[]) : []);
const namesIn = (tokens: readonly Token[]): string[] =>
  tokens.flatMap((token) => [...(['name', '#', '^'].includes(token[0]) ? [token[1]] : []), ...namesIn(childrenOf(token))]);
const kindsIn = (tokens: readonly Token[]): string[] => tokens.flatMap((token) => [token[0], ...kindsIn(childrenOf(token))]);

/**
 * The merge fields a text uses, or null when it is not a template we render (a mustache syntax error,
 * an unclosed section, or a token kind we do not allow).
 */
export const mergeFieldsUsedIn = (text: string): string[] | null => {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(text) as Token[];
  } catch {
    return null;
  }
  if (!kindsIn(tokens).every((kind) => ALLOWED_TOKENS.has(kind))) return null;
  return [...new Set(namesIn(tokens))];
};

export type MergeValues = Readonly<Record<string, string | number | null | undefined>>;

const plain = (template: string, values: MergeValues) => Mustache.render(template, values, {}, { escape: (value: string) => value });

/** HTML to the text alternative of a mail: paragraphs and line breaks kept as new lines, tags and entities gone. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<\/(p|h[1-3]|li|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export type RenderedNotification = Readonly<{ subject: string; html: string | null; text: string }>;

/**
 * One template filled with one occurrence's merge fields. Email: the subject as text, the body as HTML with
 * values HTML-escaped and through the sanitiser again, with only http(s) link targets (link-targets.ts), and its text
 * alternative. SMS: the body as text. A field the occurrence lacks renders empty.
 */
export const renderTemplate = (
  template: Pick<NotificationTemplateView, 'channel' | 'subject' | 'body'>,
  values: MergeValues,
): RenderedNotification => {
  if (template.channel === 'sms') return { subject: '', html: null, text: plain(template.body, values) };
  const html = sanitizeRenderedBody(Mustache.render(template.body, values), template.body);
  return { subject: plain(template.subject, values), html, text: textOfHtml(html) };
};
