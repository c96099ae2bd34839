import { generatedApi } from '../generated/endpoints';
import { approvalsTags } from './approvals';
import { auditTags } from './audit';
import { companiesTags } from './companies';
import { correctionsTags } from './corrections';
import { dashboardTags } from './dashboard';
import { departmentsTags } from './departments';
import { devicesTags } from './devices';
import { documentsTags } from './documents';
import { deviceTypesTags } from './deviceTypes';
import { messagesTags } from './messages';
import { orgTags } from './org';
import { profileTags } from './profile';
import { regionsTags } from './regions';
import { repairTags } from './repair';
import { rolesTags } from './roles';
import { rulesTags } from './rules';
import { restoreTags } from './restore';
import { searchTags } from './search';
import { sensorsTags } from './sensors';
import { sessionTags } from './session';
import { spareTags } from './spare';
import { purchasingTags } from './purchasing';
import { scheduledWorkTags } from './scheduledWork';
import { specialEquipmentTags } from './specialEquipment';
import { usersTags } from './users';

/**
 * The app's RTK Query API: the endpoints generated from the contract (tools/api/endpoints.mjs) with
 * each module's cache tags. The stores mount this object, so every module's tags are in place before
 * the first request; the hooks come from ../generated/hooks.ts.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    ...sessionTags,
    ...messagesTags,
    ...orgTags,
    ...dashboardTags,
    ...profileTags,
    ...companiesTags,
    ...usersTags,
    ...rolesTags,
    ...departmentsTags,
    ...regionsTags,
    ...approvalsTags,
    ...rulesTags,
    ...correctionsTags,
    ...auditTags,
    ...deviceTypesTags,
    ...devicesTags,
    ...sensorsTags,
    ...specialEquipmentTags,
    ...spareTags,
    ...purchasingTags,
    ...repairTags,
    ...documentsTags,
    ...scheduledWorkTags,
    ...searchTags,
    ...restoreTags,
  },
});
