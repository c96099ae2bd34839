import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Permission } from '@om/auth/core';
import { workPlans, workStandards, workTasks } from '../db/scheduled-work-schema';
import { anywhereOf, codeRank, prefixOf, type SearchKind } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';
import { SCHEDULE_KINDS, type ScheduleKind } from './kinds';

/** Each kind's list pages (the contract's x-permissions of its plans, tasks and standards). */
const PAGES: Record<ScheduleKind, { plan: Permission; task: Permission; standard: Permission }> = {
  inspection: { plan: 'inspectionList', task: 'inspectionTaskList', standard: 'inspectionStandardList' },
  maintain: { plan: 'maintainList', task: 'maintainTaskList', standard: 'maintainStandardList' },
  overhaul: { plan: 'overhaulList', task: 'overhaulTaskList', standard: 'overhaulStandardList' },
};

/** Plans of one kind by code (prefix, exact first) or name (anywhere, or its pinyin). */
function planSearch(kind: ScheduleKind): SearchKind {
  return {
    kind: `${kind}_plan`,
    pages: [PAGES[kind].plan],
    query: ({ db, text, limit, companies }) =>
      db
        .select({ id: workPlans.id, title: workPlans.name, subtitle: workPlans.code })
        .from(workPlans)
        .where(and(companies(workPlans.companyId), eq(workPlans.kind, kind), or(sql`lower(${workPlans.code}) like ${prefixOf(text)}`, sql`lower(${workPlans.name}) like ${anywhereOf(text)}`, pinyinMatch('work_plans', workPlans.id, text))))
        .orderBy(codeRank(workPlans.code, text), asc(workPlans.name), asc(workPlans.id))
        .limit(limit)
        .getSQL(),
  };
}

/** Standards of one kind by code (prefix, exact first) or name (anywhere, or its pinyin). */
function standardSearch(kind: ScheduleKind): SearchKind {
  return {
    kind: `${kind}_standard`,
    pages: [PAGES[kind].standard],
    query: ({ db, text, limit, companies }) =>
      db
        .select({ id: workStandards.id, title: workStandards.name, subtitle: workStandards.code })
        .from(workStandards)
        .where(
          and(companies(workStandards.companyId), eq(workStandards.kind, kind), or(sql`lower(${workStandards.code}) like ${prefixOf(text)}`, sql`lower(${workStandards.name}) like ${anywhereOf(text)}`, pinyinMatch('work_standards', workStandards.id, text))),
        )
        .orderBy(codeRank(workStandards.code, text), asc(workStandards.name), asc(workStandards.id))
        .limit(limit)
        .getSQL(),
  };
}

/** Tasks of one kind by code (prefix, exact first) or their plan's name (anywhere, or its pinyin), latest due first; titled by the plan. */
function taskSearch(kind: ScheduleKind): SearchKind {
  return {
    kind: `${kind}_task`,
    pages: [PAGES[kind].task],
    query: ({ db, text, limit, companies }) =>
      db
        .select({ id: workTasks.id, title: workPlans.name, subtitle: workTasks.code })
        .from(workTasks)
        .innerJoin(workPlans, eq(workPlans.id, workTasks.planId))
        .where(and(companies(workTasks.companyId), eq(workTasks.kind, kind), or(sql`lower(${workTasks.code}) like ${prefixOf(text)}`, sql`lower(${workPlans.name}) like ${anywhereOf(text)}`, pinyinMatch('work_plans', workPlans.id, text))))
        .orderBy(codeRank(workTasks.code, text), desc(workTasks.dueAt), asc(workTasks.id))
        .limit(limit)
        .getSQL(),
  };
}

/** The header search's scheduled-work kinds: per kind its plans, tasks and standards. */
export const scheduleSearches: readonly SearchKind[] = SCHEDULE_KINDS.flatMap((kind) => [planSearch(kind), taskSearch(kind), standardSearch(kind)]);
