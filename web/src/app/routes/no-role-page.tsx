import { NonIdealState } from '@blueprintjs/core';
import { NAV_TEXTS } from '../layout/nav-texts';

/** /dashboard: a signed-in user with no recognised role (spec 1 §2.1). */
export const NoRolePage = () => (
  <div className="page page--centered">
    <NonIdealState icon="disable" title={NAV_TEXTS.noRoleTitle} description={NAV_TEXTS.noRoleMessage} />
  </div>
);
