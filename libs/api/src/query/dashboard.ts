import { settle } from '../client/settle';
import { api } from './api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query({
      queryFn: (_: void) => settle((client) => client.GET('/api/home')),
    }),
    getKanBan: build.query({
      queryFn: (_: void) => settle((client) => client.GET('/api/kan_ban')),
    }),
    getHealth: build.query({
      queryFn: (_: void) => settle((client) => client.GET('/api/health')),
    }),
  }),
});

export const { useGetHomeQuery, useGetKanBanQuery, useGetHealthQuery } = dashboardApi;
