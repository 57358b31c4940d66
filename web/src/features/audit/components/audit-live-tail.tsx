import { Button, Callout, Tag } from '@blueprintjs/core';
import type { AuditTailState } from '../audit-tail-state';
import { AUDIT_TEXTS } from '../audit-texts';

type AuditLiveTailProps = Readonly<{ tail: AuditTailState; onPause: () => void; onResume: () => void; onCatchUp: () => void }>;

/** The live tail's state and its one control: Pause holds the list still and counts what arrives; Resume shows it. */
export const AuditLiveTail = ({ tail, onPause, onResume, onCatchUp }: AuditLiveTailProps) => (
  <div className="audit-live">
    <Tag intent={tail.paused ? 'warning' : 'success'} icon={tail.paused ? 'pause' : 'feed'} minimal round>
      {tail.paused ? AUDIT_TEXTS.paused : AUDIT_TEXTS.live}
    </Tag>
    {tail.paused ? (
      <Button icon="play" text={AUDIT_TEXTS.resume} onClick={onResume} />
    ) : (
      <Button icon="pause" text={AUDIT_TEXTS.pause} onClick={onPause} />
    )}
    <span role="status" data-testid="audit-arrived">
      {tail.paused && AUDIT_TEXTS.arrivedWhilePaused(tail.arrived, tail.gap)}
    </span>
    {tail.gap && !tail.paused && (
      <Callout intent="warning" compact className="audit-live__gap">
        {AUDIT_TEXTS.tailGap} <Button variant="minimal" intent="primary" text={AUDIT_TEXTS.showNewest} onClick={onCatchUp} />
      </Callout>
    )}
  </div>
);
