// Not in the spec: a report's time control, shared by the booth report and the fair-wide report.
export const REPORT_MOMENT_TEXTS = {
  moment: 'Report as of',
  momentSlider: 'Moment of the report, in minutes since the start of the fair',
  live: 'Live',
  asOf: (moment: string) => `As of ${moment}`,
  backToLive: 'Back to live',
} as const;
