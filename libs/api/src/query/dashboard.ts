import type { DashboardCacheTags } from '../generated/endpoints/dashboard';

export const dashboardTags: DashboardCacheTags = {
  // Quiet: the wallboard runs unattended and polls every 30 s; its stale banner says when refreshes
  // fail, so a failure is never a toast.
  getKanBan: {
    extraOptions: { quiet: true },
  },
};
