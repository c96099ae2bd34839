import type { KeyValueStorage } from './storage';
import { readJson, writeJson } from './storage';
import type { TagsViewState } from './tags-view-slice';
import { isRecord } from '@om/core';
import { asBoolean, asString } from './validate';
import { cacheKeysOf, toVisitedView, type VisitedView } from './visited-view';

export const TAGS_VIEW_STORAGE_KEY = 'tagsView';

function asQuery(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

function asVisitedView(value: unknown): VisitedView | undefined {
  if (!isRecord(value)) return undefined;
  const path = asString(value['path']);
  if (!path?.startsWith('/')) return undefined;
  const fullPath = asString(value['fullPath']);
  return toVisitedView({
    path,
    fullPath: fullPath?.startsWith('/') ? fullPath : undefined,
    name: asString(value['name']),
    title: asString(value['title']),
    label: asString(value['label']),
    affix: asBoolean(value['affix']),
    noCache: asBoolean(value['noCache']),
    query: asQuery(value['query']),
  });
}

/**
 * The tabs saved in this browser tab's session; entries that are not tabs are dropped. The cache list
 * is rebuilt from them, since nothing is kept alive across a reload anyway.
 */
export function loadTagsView(storage: KeyValueStorage): TagsViewState {
  const saved = readJson(storage, TAGS_VIEW_STORAGE_KEY);
  const visitedViews: VisitedView[] = [];
  for (const view of Array.isArray(saved) ? saved.map(asVisitedView) : []) {
    if (view && !visitedViews.some((open) => open.path === view.path)) visitedViews.push(view);
  }
  return { visitedViews, cachedViews: cacheKeysOf(visitedViews) };
}

/** Saves the open tabs; with none open (after log-out) the saved entry is removed. */
export function saveTagsView(storage: KeyValueStorage, state: TagsViewState): void {
  if (state.visitedViews.length === 0) storage.removeItem(TAGS_VIEW_STORAGE_KEY);
  else writeJson(storage, TAGS_VIEW_STORAGE_KEY, state.visitedViews);
}
