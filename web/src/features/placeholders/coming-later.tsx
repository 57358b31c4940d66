import { NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { JSX } from 'react';

/** An honest empty state for a screen that a later feature builds. */
export const ComingLater = ({
  title,
  feature,
  icon = 'build',
  inline = false,
  action,
}: {
  title: string;
  feature: string;
  icon?: IconName;
  inline?: boolean;
  action?: JSX.Element;
}) => (
  <div className={inline ? 'coming-later--inline' : 'page page--centered'}>
    <NonIdealState icon={icon} title={title} description={`This screen arrives with ${feature}.`} action={action} />
  </div>
);
