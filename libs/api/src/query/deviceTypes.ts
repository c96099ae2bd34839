import type { components } from '../generated/schema';
import type { DeviceTypesCacheTags } from '../generated/endpoints/deviceTypes';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DeviceTypeRecord = Schemas['DeviceType'];
export type DeviceTypeNode = Schemas['DeviceTypeNode'];
export type DeviceTypeCreate = Schemas['DeviceTypeCreate'];
export type DeviceTypeUpdate = Schemas['DeviceTypeUpdate'];
export type TemplateField = Schemas['TemplateField'];
export type TemplateFieldKind = TemplateField['kind'];
export type DeviceTypeListQuery = QueryOf<'listDeviceTypes'>;
export type DeviceTypeTreeQuery = QueryOf<'getDeviceTypeTree'>;

// A type's template changes what its devices' forms ask, so writes also refresh the devices read.
export const deviceTypesTags: DeviceTypesCacheTags = {
  listDeviceTypes: {
    providesTags: [{ type: 'DeviceType', id: 'LIST' }],
  },
  /** The whole tree of a company, each node with its effective (inherited + own) template. */
  getDeviceTypeTree: {
    providesTags: [{ type: 'DeviceType', id: 'LIST' }],
  },
  getDeviceType: {
    providesTags: (_result, _error, id) => [{ type: 'DeviceType', id }],
  },
  createDeviceType: {
    invalidatesTags: [{ type: 'DeviceType', id: 'LIST' }, 'Audit'],
  },
  updateDeviceType: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'DeviceType', id }, { type: 'DeviceType', id: 'LIST' }, 'Device', 'Audit'],
  },
  deleteDeviceType: {
    invalidatesTags: [{ type: 'DeviceType', id: 'LIST' }, 'Audit'],
  },
};
