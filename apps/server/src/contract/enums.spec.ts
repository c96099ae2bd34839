import {
  ALARM_RULE_CONDITION_VALUES, ALARM_RULE_LEVEL_VALUES, APPROVAL_KIND_VALUES, APPROVAL_STATUS_VALUES, CORRECTION_STATUS_VALUES, DEVICE_EVENT_KIND_VALUES,
  DEVICE_IMPORTANCE_VALUES, DEVICE_STATUS_VALUES, DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES, FAULT_SEVERITY_VALUES, FAULT_SOURCE_VALUES, FAULT_STATUS_VALUES,
  MESSAGE_TYPE_VALUES, RECORD_STATUS_VALUES, SENSOR_KIND_VALUES, SPECIAL_EQUIPMENT_CATEGORY_VALUES, WORK_ORDER_STATE_VALUES, WORK_ORDER_TRANSITION_ACTION_VALUES, WORK_TYPE_VALUES,
  SCHEDULE_KIND_VALUES, CYCLE_UNIT_VALUES, PLAN_STATUS_VALUES, TASK_STATUS_VALUES,
  PURCHASE_ORDER_STATUS_VALUES, PURCHASE_REQUEST_STATUS_VALUES, PURCHASE_REQUEST_SOURCE_VALUES, SUPPLY_ORDER_STATUS_VALUES,
  FILE_PURPOSE_VALUES, DOCUMENT_VISIBILITY_VALUES,
} from '@om/api/enums';
import * as documentsSchema from '../db/documents-schema';
import * as purchasing from '../db/purchasing-schema';
import * as schema from '../db/schema';

// The database's enumerations store what the contract's enumerations say (generated constants from
// openapi/, see tools/api/enums.mjs); a value added to one and not the other fails here.
const PAIRS: [{ enumName: string; enumValues: readonly string[] }, readonly string[]][] = [
  [schema.recordStatus, RECORD_STATUS_VALUES],
  [schema.messageType, MESSAGE_TYPE_VALUES],
  [schema.approvalKind, APPROVAL_KIND_VALUES],
  [schema.approvalStatus, APPROVAL_STATUS_VALUES],
  [schema.workType, WORK_TYPE_VALUES],
  [schema.deviceImportance, DEVICE_IMPORTANCE_VALUES],
  [schema.equipmentCondition, DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES],
  [schema.alarmLevel, ALARM_RULE_LEVEL_VALUES],
  [schema.alarmCondition, ALARM_RULE_CONDITION_VALUES],
  [schema.correctionStatus, CORRECTION_STATUS_VALUES],
  [schema.deviceStatus, DEVICE_STATUS_VALUES],
  [schema.sensorKind, SENSOR_KIND_VALUES],
  [schema.specialEquipmentCategory, SPECIAL_EQUIPMENT_CATEGORY_VALUES],
  [schema.deviceEventKind, DEVICE_EVENT_KIND_VALUES],
  [schema.workOrderState, WORK_ORDER_STATE_VALUES],
  [schema.workOrderAction, WORK_ORDER_TRANSITION_ACTION_VALUES],
  [schema.faultSeverity, FAULT_SEVERITY_VALUES],
  [schema.faultSource, FAULT_SOURCE_VALUES],
  [schema.faultStatus, FAULT_STATUS_VALUES],
  [schema.scheduleKind, SCHEDULE_KIND_VALUES],
  [schema.cycleUnit, CYCLE_UNIT_VALUES],
  [schema.planStatus, PLAN_STATUS_VALUES],
  [schema.taskStatus, TASK_STATUS_VALUES],
];

/** Enumerations the contract does not show (a work order's kind is implied by the module's paths). */
const DATABASE_ONLY = ['work_order_kind'];

describe('database enumerations and the contract', () => {
  it.each(PAIRS.map(([column, values]) => [column.enumName, column.enumValues, values] as const))('%s stores the contract values', (_name, stored, contract) => {
    expect([...stored]).toEqual([...contract]);
  });

  it('covers every enumeration of the schema (pair a new pgEnum with its contract constant above)', () => {
    const declared = Object.values(schema).flatMap((value) => (typeof value === 'function' && 'enumName' in value && typeof value.enumName === 'string' ? [value.enumName] : []));
    expect(declared.sort()).toEqual([...PAIRS.map(([column]) => column.enumName), ...DATABASE_ONLY].sort());
  });
});

describe('purchasing enumerations and the contract', () => {
  // purchase_entity names the transition log's owner tables; it is not in the contract.
  const pairs: [{ enumName: string; enumValues: readonly string[] }, readonly string[]][] = [
    [purchasing.purchaseOrderStatus, PURCHASE_ORDER_STATUS_VALUES],
    [purchasing.purchaseRequestStatus, PURCHASE_REQUEST_STATUS_VALUES],
    [purchasing.purchaseRequestSource, PURCHASE_REQUEST_SOURCE_VALUES],
    [purchasing.supplyOrderStatus, SUPPLY_ORDER_STATUS_VALUES],
  ];
  it.each(pairs.map(([column, values]) => [column.enumName, column.enumValues, values] as const))('%s stores the contract values', (_name, stored, contract) => {
    expect([...stored]).toEqual([...contract]);
  });
});

describe('file store enumerations and the contract', () => {
  it.each([
    [documentsSchema.filePurpose, FILE_PURPOSE_VALUES],
    [documentsSchema.documentVisibility, DOCUMENT_VISIBILITY_VALUES],
  ] as const)('%s stores the contract values', (column, contract) => {
    expect([...column.enumValues]).toEqual([...contract]);
  });
});
