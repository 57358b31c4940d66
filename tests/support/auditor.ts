import type { TestApi, TestUser } from './api';
import { registerInReadModel } from './registered-user';

/** A user of `organizationId` made an auditor by a platform Admin over HTTP (scope Organization or Platform). */
export const auditorOf = async (api: TestApi, organizationId: string | null, scope: 'Organization' | 'Platform'): Promise<TestUser> => {
  const [admin, user] = await Promise.all([
    api.user(['Admin'], null),
    api.user(organizationId ? ['Recruiter'] : ['Applicant'], organizationId),
  ]);
  await registerInReadModel(api, user, 'Audrey', 'Auditor');
  const answer = await api.as(admin, { method: 'POST', url: '/api/admin/auditors', payload: { email: user.email, scope } });
  if (answer.statusCode !== 200) throw new Error(`granting the Auditor role answered ${answer.statusCode}: ${answer.body}`);
  return user;
};
