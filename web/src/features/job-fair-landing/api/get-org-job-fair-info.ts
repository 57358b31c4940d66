import { useEffect, useState } from 'react';
import { api } from '../../../api/api-client';

export type OrgJobFairInfo = Readonly<{
  orgName: string;
  jobFairName: string;
  jobFairEvent: Readonly<{ startDate: string; startTime: string; timezone: string; durationHours: number; durationMinutes: number }>;
  sponsor: Readonly<{ name: string; sponsoredByText: string | null }> | null;
  /** The fair's logo set in the admin's Event Lobby (spec 3 §2.2), a link that expires; null when none. */
  logoUrl: string | null;
}>;

/** GET /api/public/org-jobfair-info/{orgId}/{jobFairId} (spec 1 §7, public). */
export const getOrgJobFairInfo = (orgId: string, jobFairId: string): Promise<OrgJobFairInfo> =>
  api.get<OrgJobFairInfo>(`/public/org-jobfair-info/${encodeURIComponent(orgId)}/${encodeURIComponent(jobFairId)}`, { auth: false });

type Loaded =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: OrgJobFairInfo; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error };

/**
 * Read once per page, outside the query cache: the app drops every cached query while signed out
 * (use-app-effects), which would strand this public page's query in flight.
 */
export const useOrgJobFairInfo = (orgId: string, jobFairId: string): Loaded => {
  const [state, setState] = useState<Loaded>({ isPending: true, isError: false, data: undefined, error: null });
  useEffect(() => {
    let live = true;
    setState({ isPending: true, isError: false, data: undefined, error: null });
    getOrgJobFairInfo(orgId, jobFairId).then(
      (data) => live && setState({ isPending: false, isError: false, data, error: null }),
      (error: Error) => live && setState({ isPending: false, isError: true, data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [orgId, jobFairId]);
  return state;
};
