import { describe, expect, it } from 'vitest';
import { afterProfilePath } from '../../web/src/app/profile-return';

// spec 1 §2.5, spec 2 §2.5: after saving, back to the page an incomplete profile was sent away from, else the lobby.
const fair = { orgId: 'org-1', jobFairId: 'fair-1' };
const base = '/job-seeker/organizations/org-1/jobfairs/fair-1';

describe('where the profile page goes after saving', () => {
  it('the lobby when the applicant came from nowhere else', () => {
    expect(afterProfilePath(fair, undefined)).toBe(`${base}/lobby`);
    expect(afterProfilePath(fair, '')).toBe(`${base}/lobby`);
  });

  it('back to the page of the same fair, with its query', () => {
    expect(afterProfilePath(fair, `${base}/lobby/booth/b-1`)).toBe(`${base}/lobby/booth/b-1`);
    expect(afterProfilePath(fair, `${base}/interview/s-1?startVideo=true`)).toBe(`${base}/interview/s-1?startVideo=true`);
  });

  it('never to another fair, another site, the profile itself or out of the fair with ..', () => {
    expect(afterProfilePath(fair, '/job-seeker/organizations/org-1/jobfairs/fair-2/lobby')).toBe(`${base}/lobby`);
    expect(afterProfilePath(fair, 'https://evil.example/job-seeker/organizations/org-1/jobfairs/fair-1/lobby')).toBe(`${base}/lobby`);
    expect(afterProfilePath(fair, `${base}/profile`)).toBe(`${base}/lobby`);
    expect(afterProfilePath(fair, `${base}/../../../../admin/companies`)).toBe(`${base}/lobby`);
    expect(afterProfilePath(fair, `${base}-other/lobby`)).toBe(`${base}/lobby`);
  });
});
