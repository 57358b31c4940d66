import sanitizeHtml from 'sanitize-html';
import { isMailableTarget, isStorableTarget, ownContactTargets } from './link-targets';

// spec 3 §2.2: what the rich-text toolbar makes (bold, italic, underline, headings 1–3, alignment, lists, links),
// and nothing that runs or fetches: scripts, styles other than alignment, event handlers and images are dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote', 'hr', 'span', 'div'],
  allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A merge field as a link target ({{jobFairLink}}) is a relative URL to sanitize-html: isStorableTarget keeps it
  // only where the field begins the target or follows http(s)://, and the render keeps it only if it is http(s).
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(href !== undefined && isStorableTarget(href) ? { href } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

/** An email body as it may be stored (spec 3 §2.2 "HTML sanitised on the server"): the same HTML, less anything unsafe. */
export const sanitizeTemplateBody = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * A rendered mail body through the same sanitiser, with the rule for filled-in link targets (link-targets.ts):
 * only http(s) addresses and the template's own mailto and tel links keep their target, whatever a field held;
 * the link's text stays. Values were HTML-escaped when filled in, so nothing else should change.
 */
export const sanitizeRenderedBody = (html: string, templateBody: string): string => {
  const own = ownContactTargets(templateBody);
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, { href, ...attribs }) => ({
        tagName,
        attribs: href !== undefined && isMailableTarget(href, own) ? { ...attribs, href } : attribs,
      }),
    },
  });
};
