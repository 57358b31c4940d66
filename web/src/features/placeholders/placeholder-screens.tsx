import { ComingLater } from './coming-later';

// Screens reached from the navigation that later issues build. Titles are the navigation's words.
export const NoOrganizationPage = () => <ComingLater title="No organization" feature="employer registration" icon="office" />;
