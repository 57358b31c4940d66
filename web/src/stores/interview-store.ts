import { proxy } from 'valtio';

// Live client state: this tab shows an interview that is still going (spec 1 §2.4 disables the menu then).
export const interviewStore = proxy<{ inProgress: boolean }>({ inProgress: false });

export const setInterviewInProgress = (inProgress: boolean): void => {
  interviewStore.inProgress = inProgress;
};
