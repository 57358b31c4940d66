import { Button, Card, Spinner } from '@blueprintjs/core';
import type { BoothMetricsView } from '../../../../../../domain/report/booth-report-view';
import type { useBoothMetrics } from '../../api/get-booth-metrics';
import { REPORT_TEXTS } from '../../report-texts';

const ORDER: readonly (keyof BoothMetricsView)[] = [
  'jobSeekerLogins',
  'boothVisitors',
  'jobSeekersEnteredBooth',
  'boothInterviews',
  'resumesLeftAtBooth',
];

/** spec 2 §2.1 metrics card: the five counts of spec 2 §3 Booth metrics, with a refresh icon. */
export const MetricsCard = ({ metrics }: { metrics: ReturnType<typeof useBoothMetrics> }) => (
  <Card className="booth-report__metrics" data-testid="booth-metrics">
    {ORDER.map((key) => (
      <div key={key} className="booth-report__metric" data-testid={`metric-${key}`}>
        <span className="booth-report__metric-value">
          {metrics.data ? metrics.data[key] : metrics.isPending ? <Spinner size={16} /> : REPORT_TEXTS.notGiven}
        </span>
        <span className="booth-report__metric-label">{REPORT_TEXTS.metrics[key]}</span>
      </div>
    ))}
    <Button
      className="booth-report__metrics-refresh"
      variant="minimal"
      icon="refresh"
      aria-label={REPORT_TEXTS.refreshMetrics}
      loading={metrics.isFetching}
      onClick={() => void metrics.refetch()}
    />
  </Card>
);
