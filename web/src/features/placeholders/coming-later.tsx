import { NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';

/** An honest empty state for a screen that a later feature builds. */
export const ComingLater = ({ title, feature, icon = 'build', inline = false }: { title: string; feature: string; icon?: IconName; inline?: boolean }) => (
  <div className={inline ? 'coming-later--inline' : 'page page--centered'}>
    <NonIdealState icon={icon} title={title} description={`This screen arrives with ${feature}.`} />
  </div>
);
