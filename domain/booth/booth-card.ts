import type { BoothView } from './booth-view';

/**
 * What a booth card leaves out of the booth view: its queue questions (read when entering, GET
 * boothQuestions), creator, organization and the admins' interview settings. Every seeker receives the
 * whole list on opening the lobby, so at 300 booths each field left out is 300 times smaller per seeker
 * (every seeker of a busy fair receives the whole list). The one list behind the type, the conversion and the API schema.
 */
export const STAFF_ONLY_BOOTH_FIELDS = {
  questions: true,
  createdBy: true,
  createdAt: true,
  organizationId: true,
  chatDuration: true,
  minimumScore: true,
} as const;

/** A booth as the job seeker's lobby and booth page show it (spec 1 §2.5, spec 2 §2.2). */
export type BoothCardView = Omit<BoothView, keyof typeof STAFF_ONLY_BOOTH_FIELDS>;

export const toBoothCard = (view: BoothView): BoothCardView =>
  Object.fromEntries(Object.entries(view).filter(([field]) => !(field in STAFF_ONLY_BOOTH_FIELDS))) as BoothCardView;
