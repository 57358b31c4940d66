import { proxy } from 'valtio';
import type { JobFairSchedule } from '../../../domain/jobfair/time-status';

// Live client state: which job fair the header works with. `chosenJobFairId` is the user's pick in the
// selector; `activeJobFair` is the fair in effect (the pick, the default, or the one in the URL).
export type ActiveJobFair = JobFairSchedule & Readonly<{ id: string }>;

export const jobFairSelectionStore = proxy<{ chosenJobFairId: string | null; activeJobFair: ActiveJobFair | null }>({
  chosenJobFairId: null,
  activeJobFair: null,
});

export const chooseJobFair = (jobFairId: string): void => {
  jobFairSelectionStore.chosenJobFairId = jobFairId;
};

export const setActiveJobFair = (fair: ActiveJobFair | null): void => {
  const current = jobFairSelectionStore.activeJobFair;
  const same =
    current === fair ||
    (current !== null &&
      fair !== null &&
      current.id === fair.id &&
      current.startDate === fair.startDate &&
      current.startTime === fair.startTime &&
      current.timezone === fair.timezone &&
      current.durationHours === fair.durationHours &&
      current.durationMinutes === fair.durationMinutes);
  if (!same) jobFairSelectionStore.activeJobFair = fair ? { ...fair } : null;
};

export const clearJobFairSelection = (): void => {
  jobFairSelectionStore.chosenJobFairId = null;
  jobFairSelectionStore.activeJobFair = null;
};
