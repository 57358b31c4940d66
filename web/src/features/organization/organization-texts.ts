import { COMPANY_LOGO_REQUIRED } from '../../../../domain/organization/organization-schema';

// spec 1 §2.6, §5.5 and §8.3: the organization step. Field rules and their messages live in
// organizationDetailsSchema; these are the screen's other words.
export const ORGANIZATION_TEXTS = {
  title: 'Organization',
  subtitle: 'Setup organization details',
  companyName: 'Company Name',
  companyDetails: 'Company Details',
  jobBoardLink: 'Job board link',
  city: 'City',
  state: 'State',
  companyWebsite: 'Company website',
  companyLogo: 'Company logo',
  chooseLogo: 'Choose a JPEG or PNG image',
  logoHelper: 'JPEG or PNG, 10 MB at most.',
  logoTypeNotAllowed: 'Only JPEG and PNG images are allowed',
  logoTooLarge: 'The logo must be 10 MB or smaller',
  logoRequired: COMPANY_LOGO_REQUIRED,
  logoAlt: 'Company logo',
  uploading: 'Uploading logo…',
  companyDocuments: 'Company documents',
  addDocuments: 'Add documents...',
  removeDocument: 'Remove',
  uploadingDocuments: 'Uploading documents…',
  brandColor: 'Brand color',
  brandColorPicker: 'Pick the brand color',
  brandColorHelper: "Job seekers see your fair's buttons and links in this color. Leave it empty for the platform's blue.",
  brandColorContrast: (ratio: number, readable: boolean) =>
    `Contrast with white text ${ratio.toFixed(1)}:1 — ${readable ? 'readable' : 'too light, choose a darker color'}`,
  brandColorClear: 'Use the platform color',
  brandColorSample: 'Enter Booth',
  save: 'Save',
  saved: 'Details Saved Successfully',
  failedToGet: 'Failed to get organization',
  failedToUpdate: 'Failed to update organization',
} as const;

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

/** The logo's own rules (type and size), checked before uploading. */
export const logoFileError = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return ORGANIZATION_TEXTS.logoTypeNotAllowed;
  if (file.size > LOGO_MAX_BYTES) return ORGANIZATION_TEXTS.logoTooLarge;
  return null;
};
