import { holdsAction } from '@om/auth/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerReader } from '../files/file-handlers';
import type { Services } from '../services';
import { deviceHandlers } from './device-handlers';
import { deviceTypeResource, deviceTypeTreeHandlers } from './device-types';
import { deviceResource } from './devices';
import { sensorHandlers, sensorResource } from './sensors';
import { specialEquipmentResource } from './special-equipment';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The device ledger's resources (see src/resource/define-resource.ts), declared once each. */
export function deviceResources(services: Services) {
  return {
    deviceTypes: deviceTypeResource(services),
    devices: deviceResource(services),
    sensors: sensorResource(services),
    specialEquipment: specialEquipmentResource(services),
  };
}

export function deviceModuleHandlers(services: Services): Record<string, Handler> {
  const r = deviceResources(services);
  const handlers: Record<string, Handler> = {};
  for (const resource of Object.values(r)) Object.assign(handlers, resource.handlers);
  Object.assign(
    handlers,
    deviceTypeTreeHandlers(services, r.deviceTypes),
    deviceHandlers(services, r.devices),
    sensorHandlers(services, r.sensors, r.devices),
  );
  return handlers;
}

/** Who may read a device's photos and documents: deviceList or deviceDetails (view), the device visible. */
export function deviceFileReader(services: Services): OwnerReader {
  const devices = deviceResource(services);
  return async (db, auth, id) => holdsAction(auth.grants, ['deviceList', 'deviceDetails'], 'view') && (await devices.findVisible(db, auth, id)) !== undefined;
}
