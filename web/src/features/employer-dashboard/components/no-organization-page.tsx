import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { DASHBOARD_TEXTS } from '../dashboard-texts';

/**
 * An employer admin whose account names no company (a platform admin removed the link, or the account
 * was made by hand): nothing on the dashboard can load, so say why and what to do rather than fail.
 */
export const NoOrganizationPage = () => (
  <div className="page page--centered">
    <NonIdealState
      icon="office"
      title={DASHBOARD_TEXTS.noOrganization}
      description={DASHBOARD_TEXTS.noOrganizationMessage}
      action={<AnchorButton href="/logout" icon="log-out" text={DASHBOARD_TEXTS.signOut} intent="primary" />}
    />
  </div>
);
