import type { BoothGroup, QueueQuestion } from './booth-schema';

/** A booth as the API answers it (spec 1 §3 Booth, spec 2 §3 Booth and Group field names). */
export type BoothView = Readonly<{
  id: string;
  jobFairId: string;
  organizationId: string;
  name: string;
  description: string;
  linkToJobBoard: string;
  hotJobSummary: string;
  /** Milliseconds (minutes x 60000). */
  chatDuration: number;
  isFeatured: boolean;
  companyImageUrl: string | null;
  minimumScore: number;
  recruiters: string[];
  jobs: { description: string; link: string }[];
  companyDocuments: string[];
  subBooths: BoothGroup[];
  questions: QueueQuestion[];
  sortOrder: number;
  createdBy: string;
  createdAt: string;
}>;
