import type { components } from '../generated/schema';
import type { SensorsCacheTags } from '../generated/endpoints/sensors';

type Schemas = components['schemas'];
export type SensorRecord = Schemas['Sensor'];
export type SensorCreate = Schemas['SensorCreate'];
export type SensorUpdate = Schemas['SensorUpdate'];
export type SensorKind = Schemas['SensorKind'];

// A device's sensor count changes with its sensors, so writes refresh the device too. A sensor
// knows its device (`device_id`); a deleted one is found by the row tags of its device's list.
export const sensorsTags: SensorsCacheTags = {
  // New readings change the environment of the warehouse the sensor watches.
  recordSensorReadings: { invalidatesTags: [{ type: 'SpareWarehouse', id: 'WATCH' }, 'Audit'] },
  listDeviceSensors: {
    providesTags: (result, _error, deviceId) => [
      { type: 'Sensor', id: `device-${deviceId}` },
      ...(result?.items ?? []).map(({ id }) => ({
        type: 'Sensor' as const,
        id,
      })),
    ],
  },
  getSensor: {
    providesTags: (_result, _error, id) => [{ type: 'Sensor', id }],
  },
  createDeviceSensor: {
    invalidatesTags: (_result, _error, { id: deviceId }) => [{ type: 'Sensor', id: `device-${deviceId}` }, { type: 'Device', id: deviceId }, 'Audit'],
  },
  updateSensor: {
    invalidatesTags: (result, _error, { id }) => [
      { type: 'Sensor', id },
      ...(result ? [{ type: 'Sensor' as const, id: `device-${result.device_id}` }] : []),
      'Audit',
    ],
  },
  deleteSensor: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Sensor', id }, 'Device', 'Audit'],
  },
};
