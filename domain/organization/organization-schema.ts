import { z } from 'zod';
import { isHttpUrl } from '../shared/url';
import { brandColorSchema } from './brand-color';

// spec 1 §5.5: the organization form. Shared by the web form and the command-api route.
/** The form's default 'https://' means "no link given". */
export const BLANK_URL = 'https://';
export const COMPANY_LOGO_REQUIRED = 'Company logo is required';

export const organizationDetailsSchema = z.object({
  companyName: z
    .string({ error: 'Company Name is required' })
    .trim()
    .min(1, 'Company Name is required')
    .max(100, 'Company Name must be 100 characters or less'),
  companyDetails: z.string().max(5000, 'Company Details must be 5000 characters or less').default(''),
  jobBoardLink: z
    .string()
    .trim()
    .max(500, 'Job board link must be 500 characters or less')
    .default(BLANK_URL)
    .refine((value) => value === '' || value === BLANK_URL || isHttpUrl(value), 'Must be a valid URL'),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100, 'City must be 100 characters or less'),
  state: z.string({ error: 'State is required' }).trim().min(1, 'State is required').max(50, 'State must be 50 characters or less'),
  companyWebsite: z
    .string({ error: 'Must be a valid URL' })
    .trim()
    .max(500, 'Company website must be 500 characters or less')
    .refine(isHttpUrl, 'Must be a valid URL'),
  /** Storage key of the logo; required unless the organization already has one (checked by the decider). */
  companyLogo: z.string().max(500).nullable().default(null),
  companyDocuments: z.array(z.string().max(500)).max(50).default([]),
  /** The colour the fair's job seeker pages wear; null keeps the platform's. */
  brandColor: brandColorSchema,
});
export type OrganizationDetails = z.output<typeof organizationDetailsSchema>;
export type OrganizationDetailsInput = z.input<typeof organizationDetailsSchema>;
