import { Colors, Intent, Tag } from '@blueprintjs/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BoothStaffingView } from '../../../../../domain/report/fair-series-view';
import { FAIR_REPORT_TEXTS } from '../fair-report-texts';
import { ChartFigure } from './chart-figure';

type Staffing = 'idle' | 'line' | 'balanced' | 'quiet';

/** Idle: recruiters wait for candidates; line: more candidates than recruiters free for them. */
const staffingOf = ({ waiting, recruitersAvailable }: BoothStaffingView): Staffing => {
  if (waiting === 0) return recruitersAvailable > 0 ? 'idle' : 'quiet';
  return waiting > recruitersAvailable ? 'line' : 'balanced';
};
const TAG: Record<Staffing, { intent: Intent; text: string }> = {
  idle: { intent: Intent.SUCCESS, text: FAIR_REPORT_TEXTS.idle },
  line: { intent: Intent.WARNING, text: FAIR_REPORT_TEXTS.line },
  balanced: { intent: Intent.PRIMARY, text: FAIR_REPORT_TEXTS.balanced },
  quiet: { intent: Intent.NONE, text: FAIR_REPORT_TEXTS.quiet },
};
const StaffingTag = ({ booth }: { booth: BoothStaffingView }) => {
  const tag = TAG[staffingOf(booth)];
  return (
    <Tag intent={tag.intent} minimal round>
      {tag.text}
    </Tag>
  );
};

type StaffingViewProps = Readonly<{
  booths: readonly BoothStaffingView[];
  showTable: boolean;
  /** The chart's title: live, or the moment shown. */ hint: string;
}>;

/** The staffing view: which booths have idle recruiters and which have lines, live (pushed by the gateway) or as of a moment. */
export const StaffingView = ({ booths, showTable, hint }: StaffingViewProps) => (
  <>
    <ul className="fair-report__staffing-tags" aria-label={FAIR_REPORT_TEXTS.staffingTitle} data-testid="staffing-tags">
      {booths.map((booth) => (
        <li key={booth.boothId} data-testid={`staffing-${booth.boothId}`}>
          <span className="fair-report__staffing-booth">{booth.boothName}</span> <StaffingTag booth={booth} />
        </li>
      ))}
    </ul>
    <ChartFigure
      title={hint}
      showTable={showTable}
      rows={booths}
      rowKey={(booth) => booth.boothId}
      testId="staffing"
      columns={[
        { header: FAIR_REPORT_TEXTS.booth, cell: (booth) => booth.boothName },
        { header: FAIR_REPORT_TEXTS.waiting, cell: (booth) => booth.waiting },
        { header: FAIR_REPORT_TEXTS.available, cell: (booth) => booth.recruitersAvailable },
        { header: FAIR_REPORT_TEXTS.staffing, cell: (booth) => <StaffingTag booth={booth} /> },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={Math.max(160, 48 * booths.length + 60)}>
          <BarChart data={[...booths]} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="boothName" width={110} />
            <Tooltip />
            <Legend />
            <Bar dataKey="waiting" name={FAIR_REPORT_TEXTS.waiting} fill={Colors.ORANGE3} isAnimationActive={false} />
            <Bar dataKey="recruitersAvailable" name={FAIR_REPORT_TEXTS.available} fill={Colors.GREEN3} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  </>
);
