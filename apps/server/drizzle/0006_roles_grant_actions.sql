-- Permissions by action: a role held page names (each granting every write of its page); it now holds
-- grants page:action. A page name of the earlier model becomes every action of that page, so no role loses
-- a right (the demo viewer is made view-only by the seed of new databases, not here).
WITH page_actions(page, actions) AS (
  VALUES
  ('companyList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('companyInfo', ARRAY['view']::text[]),
  ('companyLogList', ARRAY['view', 'export']::text[]),
  ('userList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('userDetails', ARRAY['view']::text[]),
  ('groupList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('areaList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('regionList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('approveList', ARRAY['view', 'approve']::text[]),
  ('approveProcess', ARRAY['view', 'approve']::text[]),
  ('deviceList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('deviceDetails', ARRAY['view']::text[]),
  ('deviceTypeList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('deviceSensorList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('remoteSensorList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('spareWarehouseList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('spareTypeList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('spareList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('spareDetails', ARRAY['view']::text[]),
  ('sparePickList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('spareWaring', ARRAY['view', 'export']::text[]),
  ('spareInStockList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('spareOutStockList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('spareOutSupplyList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('dataCategoryList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('dataFilesList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('dataExperienceList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('dataLearningList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('dataOperationList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('errorPoolList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('inspectionList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('inspectionTaskList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('inspectionStandardList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('maintainList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('maintainTaskList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('maintainStandardList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('overhaulList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('overhaulTaskList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('overhaulStandardList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('overhaulCalendar', ARRAY['view']::text[]),
  ('repairList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('calendarService', ARRAY['view']::text[]),
  ('diagnList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('supplierSupplier', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('supplierPickOrderList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('custom', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('sparecustomIndex', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('purchasingList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('carinfoList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('carrecordList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('remindList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[]),
  ('applyWorkOrderList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export', 'approve']::text[]),
  ('meetingList', ARRAY['view', 'create', 'edit', 'delete', 'import', 'export']::text[])
)
UPDATE "roles" SET "permissions" = COALESCE((
  SELECT array_agg(DISTINCT grant_name ORDER BY grant_name)
  FROM unnest("roles"."permissions") AS held(name)
  JOIN page_actions ON page_actions.page = held.name
  CROSS JOIN LATERAL unnest(page_actions.actions) AS action(name)
  CROSS JOIN LATERAL (SELECT page_actions.page || ':' || action.name) AS g(grant_name)
), '{}'::text[])
WHERE "platform_admin" = false AND NOT EXISTS (SELECT 1 FROM unnest("roles"."permissions") AS p(name) WHERE position(':' in p.name) > 0);
