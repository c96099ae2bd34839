import { resourceMeta } from '../../shared/resource/meta';

// The device group's resources: names, paths, permissions. The pages read these; ./routes.ts adds
// the page loaders, each its own chunk (so imports run one way: routes → pages → meta).

export const devicesMeta = resourceMeta({
  name: 'devices',
  ns: 'device',
  routes: { list: '/device/list', details: '/device/details/:id' },
  titles: { list: 'device.list', details: 'device.details' },
  permissions: { list: ['deviceList'], details: ['deviceDetails', 'deviceList'] },
  writes: ['createDevice'],
});

export const deviceTypesMeta = resourceMeta({
  name: 'deviceTypes',
  ns: 'device',
  routes: { list: '/device/type' },
  titles: { list: 'device.type' },
  permissions: { list: ['deviceTypeList'] },
  writes: ['createDeviceType'],
});

// The same permission as the server's special-equipment endpoints (openapi/modules/special-equipment.yaml).
export const specialEquipmentMeta = resourceMeta({
  name: 'specialEquipment',
  ns: 'device',
  routes: { list: '/device/special' },
  titles: { list: 'device.special' },
  permissions: { list: ['deviceList'] },
  writes: ['createSpecialEquipment'],
});

/** Sensors have no page of their own: they are edited on the device's page. */
export const sensorsMeta = resourceMeta({
  name: 'sensors',
  ns: 'device',
  routes: { list: '/device/list' },
  titles: { list: 'device.details' },
  permissions: { list: ['deviceDetails', 'deviceList', 'deviceSensorList'] },
  writes: ['createDeviceSensor', 'updateSensor'],
});
