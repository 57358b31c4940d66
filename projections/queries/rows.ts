import type { Role } from '../../domain/auth/roles';
import type { BoothView } from '../../domain/booth/booth-view';
import type { InterviewSessionView } from '../../domain/interview/interview-session-view';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import type { OrganizationView } from '../../domain/organization/organization-view';
import type { PresenceStatus } from '../../domain/presence/presence';
import type { QueueAnswer, QueueStatus } from '../../domain/queue/queue-rules';
import type { SavedApplicantDetails } from '../../domain/user/profile-schema';

// The read-model tables as `pg` answers them (projections/migrations): jsonb parsed, timestamptz a Date,
// bigint and count(*) a string. Queries name the row they read, so a mapping to a view is type-checked.

export type OrganizationRow = Readonly<{
  id: string;
  company_name: string;
  company_details: string;
  job_board_link: string;
  company_logo: string | null;
  company_documents: OrganizationView['companyDocuments'];
  city: string;
  state: string;
  company_website: string;
  brand_color: string | null;
  onboarding_progress: number;
  last_completed_step: OrganizationView['onBoardingProgress']['lastCompletedStep'];
  sponsor_id: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  revision: string;
}>;

/** A line of the admin's Companies table (projectors/companies.ts); details are null until first saved. */
export type CompanyRow = Readonly<{
  id: string;
  company_name: string;
  city: string;
  state: string;
  created_at: Date;
  created_by: string;
  sponsor_id: string | null;
  sponsor_name: string | null;
  onboarding_progress: number;
  last_completed_step: OrganizationView['onBoardingProgress']['lastCompletedStep'];
  revision: string;
}>;

export type SponsorRow = Readonly<{
  id: string;
  name: string;
  description: string;
  subdomain: string | null;
  sponsored_by_text: string;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
  revision: string;
}>;

export type JobFairRow = Readonly<{
  id: string;
  company_id: string;
  name: string;
  start_date: string;
  start_time: string;
  timezone: string;
  duration_hours: number;
  duration_minutes: number;
  payment_status: JobFairView['paymentStatus'];
  payment_amount: number;
  payment_currency: string;
  is_activated: boolean;
  /** The fair's own logo (spec 3 §5 Upload Logo), a storage key. */
  logo_key: string | null;
  created_by: string;
  created_at: Date;
  revision: string;
}>;

export type BoothRow = Readonly<{
  id: string;
  job_fair_id: string;
  organization_id: string;
  name: string;
  description: string;
  link_to_job_board: string;
  hot_job_summary: string;
  chat_duration: number;
  is_featured: boolean;
  company_image_url: string | null;
  minimum_score: number;
  recruiters: BoothView['recruiters'];
  jobs: BoothView['jobs'];
  questions: BoothView['questions'];
  company_documents: BoothView['companyDocuments'];
  sub_booths: BoothView['subBooths'];
  sort_order: number;
  created_by: string;
  created_at: Date;
  updated_at: Date | null;
  deleted_at: Date | null;
  revision: string;
  /** The booth-order stream's revision last applied to this row (spec 3 §4 Lobby). */
  order_revision: string | null;
}>;

export type UserRow = Readonly<{
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  organization_id: string | null;
  sponsor_id: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** The applicant's profile document (spec 2 §2.5), null for staff. */
  profile: SavedApplicantDetails | null;
  is_profile_complete: boolean;
  registered_at: Date;
  removed_at: Date | null;
  revision: string;
}>;

export type QueueEntryRow = Readonly<{
  id: string;
  queue_id: string;
  booth_id: string;
  job_fair_id: string;
  organization_id: string;
  seeker_id: string;
  score: number;
  max_score: number;
  priority: number;
  status: QueueStatus;
  answers: QueueAnswer[];
  entered_at: Date;
  session_id: string | null;
  recruiter_id: string | null;
}>;

export type RecruiterAvailabilityRow = Readonly<{
  job_fair_id: string;
  recruiter_id: string;
  booth_id: string;
  is_available: boolean;
  session_id: string | null;
  changed_at: Date;
  revision: string;
}>;

export type InterviewSessionRow = Readonly<{
  id: string;
  job_fair_id: string;
  booth_id: string;
  queue_id: string;
  organization_id: string;
  candidate_id: string;
  recruiter_id: string;
  queue_user_id: string;
  candidate_score: number;
  candidate_max_score: number;
  status: InterviewSessionView['status'];
  end_reason: InterviewSessionView['endReason'];
  ended_by: string | null;
  created_at: Date;
  expires_at: Date;
  interview_started_at: Date | null;
  ended_at: Date | null;
  chat_duration: number;
  duration_added: number;
  ends_at: Date | null;
  chat_transcript: InterviewSessionView['chatTranscript'];
  video_provider: string | null;
  video_room_id: string | null;
  revision: string;
}>;

export type ReviewRow = Readonly<{
  interview_session_id: string;
  rated_by: string;
  vjfp_user_id: string;
  job_fair_id: string;
  organization_id: string;
  booth_id: string;
  booth_name: string;
  rating: number | null;
  notes: string;
  saved_at: Date;
  revision: string;
}>;

export type UserPresenceRow = Readonly<{
  user_id: string;
  presence_status: PresenceStatus;
  last_presence_job_fair_id: string | null;
  changed_at: Date;
  revision: string;
}>;

export type BoothResumeRow = Readonly<{
  id: string;
  booth_id: string;
  job_fair_id: string;
  organization_id: string;
  job_seeker_id: string;
  file_name: string;
  resume_s3_key: string;
  job_title: string;
  notes: string;
  created_at: Date;
  updated_at: Date;
  revision: string;
}>;

export type ReportEntryAnswersRow = Readonly<{
  entry_id: string;
  booth_id: string;
  seeker_id: string;
  score: number;
  max_score: number;
  answers: QueueAnswer[];
}>;

export type ReportQuestionRow = Readonly<{ booth_id: string; question_id: string; name: string; rank: number; revision: string }>;

export type ResumePdfCopyRow = Readonly<{ resume_key: string; user_id: string; pdf_key: string; made_at: Date }>;

export type UserGroupRow = Readonly<{
  id: string;
  organization_id: string;
  name: string;
  description: string;
  created_at: Date;
  deleted_at: Date | null;
  revision: string;
}>;

export type BoothQuestionAnswersRow = Readonly<{
  booth_id: string;
  job_seeker_id: string;
  job_fair_id: string;
  answers: QueueAnswer[];
  saved_at: Date;
}>;

export type NotificationTemplateRow = Readonly<{
  template_id: string;
  channel: string;
  event_type: string;
  recipient_type: string;
  subject: string;
  body: string;
  enabled: boolean;
  tags: string[];
  metadata: Record<string, string>;
  send_relative_to: unknown;
  sender: string | null;
  created_at: Date;
  updated_at: Date;
  revision: string;
}>;

export type EmailIdentityRow = Readonly<{
  email: string;
  verification_status: string;
  verification_token: string | null;
  verified: boolean;
  deleted: boolean;
  added_at: Date;
  updated_at: Date;
  revision: string;
}>;
