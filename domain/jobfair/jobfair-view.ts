import type { JobFairTimeStatus } from './time-status';

/** A job fair as the API and the jobFairs subscription answer it (spec 1 §3 field names). */
export type JobFairView = Readonly<{
  id: string;
  companyId: string;
  companyName: string | null;
  name: string;
  startDate: string;
  startTime: string;
  timezone: string;
  durationHours: number;
  durationMinutes: number;
  paymentStatus: 'Paid' | 'UnPaid';
  isActivated: boolean;
  payment: { amount: number; currency: string };
  boothListVersion: number;
  /** The fair's own logo (spec 3 §5 Upload Logo), a storage key; null until an admin sets one. */
  logoKey: string | null;
  createdAt: string;
}>;

/** The single-fair and list answers also carry the computed time status (spec 1 §7). */
export type JobFairWithStatus = JobFairView & Readonly<{ status: JobFairTimeStatus }>;
