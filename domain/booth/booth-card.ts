import type { BoothView } from './booth-view';

/**
 * A booth as the job seeker's lobby and booth page show it (spec 1 §2.5, spec 2 §2.2): the view without
 * its queue questions (read when entering, GET boothQuestions), creator, organization and the admins'
 * interview settings. Every seeker receives the whole list on opening the lobby, so at 300 booths each
 * field left out is 300 times smaller per seeker (issue 17 point 4).
 */
export type BoothCardView = Omit<BoothView, 'questions' | 'createdBy' | 'createdAt' | 'organizationId' | 'chatDuration' | 'minimumScore'>;

export const toBoothCard = ({
  questions: _questions,
  createdBy: _createdBy,
  createdAt: _createdAt,
  organizationId: _organizationId,
  chatDuration: _chatDuration,
  minimumScore: _minimumScore,
  ...card
}: BoothView): BoothCardView => card;
