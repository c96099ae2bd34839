import { holdsAction } from '@om/auth/core';
import type { OwnerReader } from '../files/file-handlers';
import type { Services } from '../services';
import { deviceHandlers } from './device-handlers';
import { deviceListPage } from './device-list';
import { deviceTypeResource, deviceTypeTreeHandlers } from './device-types';
import { deviceResource } from './devices';
import { sensorHandlers, sensorResource } from './sensors';
import { specialEquipmentResource } from './special-equipment';

/** The device ledger's resources (see src/resource/define-resource.ts), declared once each. */
export function deviceResources(services: Services) {
  return {
    deviceTypes: deviceTypeResource(services),
    devices: deviceResource(services),
    sensors: sensorResource(services),
    specialEquipment: specialEquipmentResource(services),
  };
}

export function deviceModuleHandlers(services: Services) {
  const r = deviceResources(services);
  return {
    ...r.deviceTypes.handlers,
    ...r.devices.handlers,
    listDevices: r.devices.listWrittenWith(deviceListPage),
    ...r.sensors.handlers,
    ...r.specialEquipment.handlers,
    ...deviceTypeTreeHandlers(services, r.deviceTypes),
    ...deviceHandlers(services, r.devices),
    ...sensorHandlers(services, r.sensors, r.devices),
  };
}

/** Who may read a device's photos and documents: deviceList or deviceDetails (view), the device visible. */
export function deviceFileReader(services: Services): OwnerReader {
  const devices = deviceResource(services);
  return async (db, auth, id) => holdsAction(auth.grants, ['deviceList', 'deviceDetails'], 'view') && (await devices.findVisible(db, auth, id)) !== undefined;
}
