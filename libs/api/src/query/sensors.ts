import type { components } from '../generated/schema';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';

type Schemas = components['schemas'];
export type SensorRecord = Schemas['Sensor'];
export type SensorCreate = Schemas['SensorCreate'];
export type SensorUpdate = Schemas['SensorUpdate'];
export type SensorKind = Schemas['SensorKind'];

// Writes are `quiet`: the form that sent them shows the server's message (on the field it names).
// A device's sensor count changes with its sensors, so writes refresh the device too.
export const sensorsApi = api.enhanceEndpoints({ addTagTypes: ['Sensor', 'Device', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listDeviceSensors: build.query({
      queryFn: (deviceId: number) => settle((client) => client.GET('/api/devices/{id}/sensors', { params: { path: { id: deviceId } } })),
      providesTags: (_result, _error, deviceId) => [{ type: 'Sensor', id: `device-${deviceId}` }],
    }),
    getSensor: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/sensors/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Sensor', id }],
    }),
    createDeviceSensor: build.mutation({
      queryFn: ({ deviceId, body }: { deviceId: number; body: SensorCreate }) =>
        settle((client) => client.POST('/api/devices/{id}/sensors', { params: { path: { id: deviceId } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { deviceId }) => [{ type: 'Sensor', id: `device-${deviceId}` }, { type: 'Device', id: deviceId }, 'Audit'],
    }),
    updateSensor: build.mutation({
      queryFn: ({ id, body }: { id: number; deviceId: number; body: SensorUpdate }) =>
        settle((client) => client.PUT('/api/sensors/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id, deviceId }) => [{ type: 'Sensor', id }, { type: 'Sensor', id: `device-${deviceId}` }, 'Audit'],
    }),
    deleteSensor: build.mutation({
      queryFn: ({ id, version }: { id: number; deviceId: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/sensors/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: (_result, _error, { deviceId }) => [{ type: 'Sensor', id: `device-${deviceId}` }, { type: 'Device', id: deviceId }, 'Audit'],
    }),
  }),
});

export const { useListDeviceSensorsQuery, useGetSensorQuery, useCreateDeviceSensorMutation, useUpdateSensorMutation, useDeleteSensorMutation } = sensorsApi;
