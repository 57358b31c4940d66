import sanitizeHtml from 'sanitize-html';

// spec 3 §2.2: what the rich-text toolbar makes (bold, italic, underline, headings 1–3, alignment, lists, links),
// and nothing that runs or fetches: scripts, styles other than alignment, event handlers and images are dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote', 'hr', 'span', 'div'],
  allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A merge field as a link target ({{jobFairLink}}) is a relative URL to the sanitiser; the render fills it in.
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** An email body as it may be stored (spec 3 §2.2 "HTML sanitised on the server"): the same HTML, less anything unsafe. */
export const sanitizeTemplateBody = (html: string): string => sanitizeHtml(html, OPTIONS);
