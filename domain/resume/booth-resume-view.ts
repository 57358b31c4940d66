/** A resume drop-off as the resume calls answer it (spec 2 §3 Resume drop-off, spec 1 §3 Resume). */
export type BoothResumeView = Readonly<{
  id: string;
  boothId: string;
  jobFairId: string;
  jobSeekerId: string;
  /** The candidate's name, for the recruiters' list. */
  firstName: string | null;
  lastName: string | null;
  fileName: string;
  resumeS3Key: string;
  jobTitle: string;
  notes: string;
  /** A download link that expires after 3600 s (spec 1 §7 File storage). */
  resumeUrl: string | null;
  createdAt: string;
  updatedAt: string;
}>;
