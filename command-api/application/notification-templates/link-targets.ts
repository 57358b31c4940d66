import sanitizeHtml from 'sanitize-html';

// Where a link in a notification mail may lead (docs/notifications.md "Links from merge fields"). A merge field in a link
// target ({{jobFairLink}}) holds text that someone other than the template's author typed (a fair's name, a
// person's), so a target a field took part in must be an http(s) address once filled, whatever the field holds.

const MERGE_FIELD = '{{';

/** An absolute http(s) address as a mail reader parses it (tabs, new lines and outer spaces dropped, any case). */
export const isWebAddress = (target: string): boolean => {
  try {
    const { protocol } = new URL(target);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * A target the sanitiser may store: an http(s), mailto or tel address (sanitize-html checks the scheme after this),
 * or one with merge fields that begins with a field or with http(s)://, so no field can finish a scheme the template
 * began (`java{{x}}`). A relative target leads nowhere from a mail.
 */
export const isStorableTarget = (target: string): boolean => {
  const trimmed = target.trim();
  if (trimmed.includes(MERGE_FIELD)) return trimmed.startsWith(MERGE_FIELD) || /^https?:\/\//i.test(trimmed);
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
};

/** The template's own mailto and tel targets, written without fields: the only targets besides http(s) a mail keeps. */
export const ownContactTargets = (body: string): ReadonlySet<string> => {
  const targets = new Set<string>();
  sanitizeHtml(body, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    exclusiveFilter: ({ attribs }) => {
      const href = attribs.href?.trim();
      if (href && !href.includes(MERGE_FIELD) && /^(mailto|tel):/i.test(href)) targets.add(href);
      return false;
    },
  });
  return targets;
};

/** A filled-in link target a mail keeps: an http(s) address, or one of the template's own mailto or tel targets. */
export const isMailableTarget = (target: string, own: ReadonlySet<string>): boolean => isWebAddress(target) || own.has(target.trim());
