import Mustache from 'mustache';
import type { MergeFields } from '../../../domain/delivery/occurrence';

// Logic-less rendering (mustache): a template only substitutes merge fields. HTML escapes the values; the
// subject and the text alternative are plain text, so nothing there is escaped.
const plain = (template: string, fields: MergeFields) => Mustache.render(template, fields, {}, { escape: (value: unknown) => String(value) });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text alternative of a rendered HTML body: blocks become lines, list items dashes, links "text (url)". */
export const textOf = (html: string): string =>
  html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_all, href: string, label: string) => (label === href ? href : `${label} (${href})`))
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export type Rendered = Readonly<{ subject: string | null; html: string; text: string }>;

export const renderTemplate = (template: Readonly<{ subject: string | null; body: string }>, fields: MergeFields): Rendered => {
  const html = Mustache.render(template.body, fields);
  return { subject: template.subject === null ? null : plain(template.subject, fields).trim(), html, text: textOf(html) };
};
