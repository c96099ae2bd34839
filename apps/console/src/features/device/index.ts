// What other features may use of the device feature (everything else is the feature's own).
export { devicesMeta } from './meta';
export { DevicePicker } from './DevicePicker';
export { typeOptions, useStationOptions } from './lookups';
export { dayField } from './fields';
