import type { CacheTags } from './cacheTags';

export const dashboardTags: CacheTags = {
  // Quiet: the wallboard runs unattended and polls every 30 s; its stale banner says when refreshes
  // fail, so a failure is never a toast.
  getKanBan: {
    extraOptions: { quiet: true },
  },
};
