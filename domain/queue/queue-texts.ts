// User-visible queue texts, letter for letter from the spec, in one place (spec 2 §2.2, §5; spec 1 §4.6).
export const QUEUE_TEXTS = {
  mustChoose: 'You must make a choice.',
  thresholdRefusal: "This company's job opportunities do not appear to be a match with your skills.",
  thresholdDetail: 'You did not meet the minimum score to interview with this company.',
  scoreAboveMax: 'SCORE CANNOT BE GREATER THAN MAX_SCORE',
  notInQueue: 'Enter booth queue to interview with a recruiter.',
  inQueue: 'You have joined the queue for this booth.',
  waitingCount: (n: number) => `# of job seekers waiting in queue: ${n}`,
  leaveConfirm: 'Are you sure you want to leave queue?',
  leaveConfirmNext: 'You are Next In Queue and a recruiter will call you shortly. Are you sure you want to leave queue?',
  nextToast: (booth: string) => `Please stay online -- You are next to interview with ${booth}`,
  questionnaireTitle: 'Queue Questionnaire',
  questionnaireIntro: "Answer these questions to be placed in the booth's queue.",
  alreadyInAQueue: 'You are already in a queue of this job fair. Leave it to enter another one.',
  onlyApplicants: 'Only job seekers can enter a booth queue',
  fairNotActive: 'This job fair is not active',
  fairNotStarted: 'Booth queues are open only while the job fair is running',
} as const;
