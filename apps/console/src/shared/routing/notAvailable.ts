import type { PageLoader } from '@om/auth';

/** The page of every route whose screen a later release builds. */
export const notAvailable: PageLoader = () => import('../pages/NotAvailablePage').then((m) => m.NotAvailablePage);
