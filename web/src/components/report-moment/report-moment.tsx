import { Button, Card, FormGroup, InputGroup, Slider, Tag } from '@blueprintjs/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { ReportPeriodView } from '../../../../domain/report/report-as-of-view';
import { formatClockTime, formatMoment, fromDateTimeLocal, toDateTimeLocal } from '../../lib/local-date-time';
import { REPORT_MOMENT_TEXTS as TEXTS } from './report-moment-texts';
import './report-moment.css';

const MINUTE = 60_000;
const PAGE_MINUTES = 15;

type ReportMomentProps = Readonly<{
  /** The span the slider covers (undefined while it loads: the slider waits). */
  period: ReportPeriodView | undefined;
  /** The moment shown, or null for live. */
  moment: number | null;
  onChange: (moment: number | null) => void;
}>;

/**
 * A report's time control, the booth report's and the fair-wide report's: a slider over the
 * fair by the minute, a date-time field to the second, and the way back to live. The slider moves freely and
 * reads the report when let go.
 */
export const ReportMoment = ({ period, moment, onChange }: ReportMomentProps) => {
  const from = period ? Date.parse(period.from) : null;
  const to = period ? Date.parse(period.to) : null;
  const span = from !== null && to !== null ? Math.max(1, Math.ceil((to - from) / MINUTE)) : 1;
  const minutesOf = (ms: number | null) =>
    from === null || ms === null ? span : Math.min(span, Math.max(0, Math.round((ms - from) / MINUTE)));
  const [draft, setDraft] = useState(minutesOf(moment));
  const [field, setField] = useState(moment === null ? '' : toDateTimeLocal(moment));
  useEffect(() => {
    setDraft(minutesOf(moment));
    setField(moment === null ? '' : toDateTimeLocal(moment));
    // minutesOf depends on the period only; the moment is what moves the control
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moment, from, to]);
  const atMinutes = (minutes: number) => (minutes >= span || from === null ? to! : from + minutes * MINUTE);
  // Blueprint's handle moves by arrow keys only; a slider also takes Home, End and Page Up/Down (WAI-ARIA slider pattern).
  const jumps: Record<string, (minutes: number) => number> = {
    Home: () => 0,
    End: () => span,
    PageUp: (minutes) => Math.min(span, minutes + PAGE_MINUTES),
    PageDown: (minutes) => Math.max(0, minutes - PAGE_MINUTES),
  };
  const onSliderKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const jump = jumps[event.key];
    if (!jump || from === null) return;
    event.preventDefault();
    const minutes = jump(draft);
    setDraft(minutes);
    onChange(atMinutes(minutes));
  };

  // While the handle moves, the tag names the moment under it (the handle itself carries no label: it covered the scale's end).
  const shown = draft === minutesOf(moment) ? moment : atMinutes(draft);

  return (
    <Card className="report-moment" data-testid="report-moment">
      <Tag
        large
        intent={shown === null ? 'success' : 'warning'}
        icon={shown === null ? 'record' : 'history'}
        data-testid="report-moment-state"
      >
        {shown === null ? TEXTS.live : TEXTS.asOf(formatMoment(shown))}
      </Tag>
      <div className="report-moment__slider" onKeyDown={onSliderKey}>
        <Slider
          min={0}
          max={span}
          stepSize={1}
          labelStepSize={span}
          disabled={from === null}
          value={draft}
          labelRenderer={(minutes, options) => (from === null || options?.isHandleTooltip ? '' : formatClockTime(atMinutes(minutes)))}
          handleHtmlProps={{ 'aria-label': TEXTS.momentSlider }}
          onChange={setDraft}
          onRelease={(minutes) => onChange(atMinutes(minutes))}
        />
      </div>
      <FormGroup className="report-moment__field" label={TEXTS.moment} labelFor="report-moment-field">
        <InputGroup
          id="report-moment-field"
          type="datetime-local"
          step={1}
          min={from === null ? undefined : toDateTimeLocal(from)}
          max={to === null ? undefined : toDateTimeLocal(to)}
          value={field}
          onChange={(event) => {
            setField(event.currentTarget.value);
            const chosen = fromDateTimeLocal(event.currentTarget.value);
            if (chosen !== null) onChange(chosen);
          }}
        />
      </FormGroup>
      <Button icon="record" text={TEXTS.backToLive} disabled={moment === null} onClick={() => onChange(null)} />
    </Card>
  );
};
