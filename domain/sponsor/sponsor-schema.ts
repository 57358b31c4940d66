import { z } from 'zod';

// spec 3 §5 Sponsor, letter for letter; spec 3 §9 limits. Shared by the admin modal and the command-api routes.
export const SPONSOR_LIMITS = { name: 100, subdomain: 50, description: 500, sponsoredByText: 500 } as const;

export const SPONSOR_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  subdomainRequired: 'Subdomain is required',
  subdomainTooLong: 'Subdomain must be at most 50 characters',
  subdomainCharacters: 'Subdomain must be lowercase and can only contain letters, numbers, and hyphens',
  descriptionTooLong: 'Description must be at most 500 characters',
  taglineRequired: 'Tagline is required',
  taglineTooLong: 'Tagline must be at most 500 characters',
} as const;

/** spec 3 §5: "Input is forced to lowercase"; the server does the same, so 'Herald' and 'herald' are one subdomain. */
export const toSubdomainInput = (value: string): string => value.trim().toLowerCase();

export const subdomainSchema = z
  .string({ error: SPONSOR_MESSAGES.subdomainRequired })
  .max(SPONSOR_LIMITS.subdomain, SPONSOR_MESSAGES.subdomainTooLong)
  .transform(toSubdomainInput)
  .pipe(
    z
      .string()
      .min(1, SPONSOR_MESSAGES.subdomainRequired)
      .regex(/^[a-z0-9-]+$/, SPONSOR_MESSAGES.subdomainCharacters),
  );

export const sponsorFormSchema = z.object({
  name: z
    .string({ error: SPONSOR_MESSAGES.nameRequired })
    .trim()
    .min(1, SPONSOR_MESSAGES.nameRequired)
    .max(SPONSOR_LIMITS.name, SPONSOR_MESSAGES.nameTooLong),
  subdomain: subdomainSchema,
  description: z.string().trim().max(SPONSOR_LIMITS.description, SPONSOR_MESSAGES.descriptionTooLong).default(''),
  sponsoredByText: z
    .string({ error: SPONSOR_MESSAGES.taglineRequired })
    .trim()
    .min(1, SPONSOR_MESSAGES.taglineRequired)
    .max(SPONSOR_LIMITS.sponsoredByText, SPONSOR_MESSAGES.taglineTooLong),
});
export type SponsorForm = z.output<typeof sponsorFormSchema>;
export type SponsorFormInput = z.input<typeof sponsorFormSchema>;
