/** Every field the applicant profile requires but the resume (spec 2 §5): a profile that saves as complete. */
export const COMPLETE_APPLICANT_PROFILE = {
  firstName: 'Dana',
  lastName: 'Scully',
  phone: '+12125550100',
  degreeType: 'Masters',
  academicMajor: 'Biology',
  fieldOfWork: 'Health Sciences',
  yearsOfExperience: 7,
  salaryRequirements: '$150,000+',
  availabilityDate: '2026-06-01',
  geographicPreference: 'Northeast',
  securityClearance: 'Secret',
  willingToRelocate: true,
};

/** The smallest file the resume upload accepts as a PDF. */
export const RESUME_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
