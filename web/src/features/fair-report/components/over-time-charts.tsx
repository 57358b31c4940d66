import { Colors } from '@blueprintjs/core';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FairSeriesView } from '../../../../../domain/report/fair-series-view';
import { FAIR_REPORT_TEXTS } from '../fair-report-texts';
import { ChartFigure, type ChartFigureProps } from './chart-figure';

const clock = (iso: unknown) =>
  new Date(typeof iso === 'string' || typeof iso === 'number' ? iso : NaN).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const HEIGHT = 240;

/** A plot over time: its rows keyed and tabled by their time first, and 'nothing yet' said while there are none. */
const OverTimeFigure = <Row extends { at: string }>({ columns, rows, ...figure }: Omit<ChartFigureProps<Row>, 'rowKey' | 'summary'>) => (
  <ChartFigure
    {...figure}
    rows={rows}
    rowKey={(point) => point.at}
    columns={[{ header: FAIR_REPORT_TEXTS.time, cell: (point) => clock(point.at) }, ...columns]}
    summary={rows.length === 0 ? FAIR_REPORT_TEXTS.noData : undefined}
  />
);

/** Queue length and recruiters available over time, interviews per quarter hour, and the waits' distribution. */
export const OverTimeCharts = ({ series, showTable }: { series: FairSeriesView; showTable: boolean }) => (
  <div className="fair-report__charts">
    <OverTimeFigure
      title={FAIR_REPORT_TEXTS.queueLengthTitle}
      showTable={showTable}
      rows={series.staffing}
      testId="queue-length"
      columns={[
        { header: FAIR_REPORT_TEXTS.waiting, cell: (point) => point.waiting },
        { header: FAIR_REPORT_TEXTS.peakWaiting, cell: (point) => point.peakWaiting },
        { header: FAIR_REPORT_TEXTS.available, cell: (point) => point.available },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={[...series.staffing]} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="at" tickFormatter={clock} minTickGap={24} />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip labelFormatter={clock} />
            <Legend />
            <Line
              type="stepAfter"
              dataKey="peakWaiting"
              name={FAIR_REPORT_TEXTS.peakWaiting}
              stroke={Colors.ORANGE3}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="stepAfter"
              dataKey="available"
              name={FAIR_REPORT_TEXTS.available}
              stroke={Colors.GREEN3}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
    />
    <OverTimeFigure
      title={FAIR_REPORT_TEXTS.interviewsTitle}
      showTable={showTable}
      rows={series.interviewsPer15Minutes}
      testId="interviews"
      columns={[{ header: FAIR_REPORT_TEXTS.interviews, cell: (point) => point.interviews }]}
      chart={
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={[...series.interviewsPer15Minutes]} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="at" tickFormatter={clock} />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip labelFormatter={clock} />
            <Bar dataKey="interviews" name={FAIR_REPORT_TEXTS.interviews} fill={Colors.BLUE3} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
    <ChartFigure
      title={FAIR_REPORT_TEXTS.waitsTitle}
      summary={FAIR_REPORT_TEXTS.median(series.waits.medianMinutes, series.waits.called)}
      showTable={showTable}
      rows={series.waits.bins}
      rowKey={(bin) => bin.label}
      testId="waits"
      columns={[
        { header: FAIR_REPORT_TEXTS.waitBin, cell: (bin) => bin.label },
        { header: FAIR_REPORT_TEXTS.candidates, cell: (bin) => bin.candidates },
      ]}
      chart={
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={[...series.waits.bins]} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Bar dataKey="candidates" name={FAIR_REPORT_TEXTS.candidates} fill={Colors.INDIGO3} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  </div>
);
