/** A row of GET /api/organizations/:companyId/jobfairs and of the `jobFairs` subscription (the server's JobFairView). */
export type JobFair = Readonly<{
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
  payment: Readonly<{ amount: number; currency: string }>;
  boothListVersion: number;
  createdAt: string;
  /** The computed time status, on answers that carry it. */
  status?: string;
}>;
