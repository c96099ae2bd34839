import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiFailure } from '../client/ApiError';

/** The RTK Query root; each area injects its endpoints (session.ts, messages.ts, org.ts, dashboard.ts). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiFailure>(),
  tagTypes: ['Profile', 'Message', 'Notification'],
  endpoints: () => ({}),
});
