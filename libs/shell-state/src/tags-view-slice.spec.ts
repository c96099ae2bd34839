import {
  addAffixViews, addCachedView, addView, clearAllViews, delAllViews, delCachedView, delOthersViews, delView, EMPTY_TAGS_VIEW,
  tagsViewSlice, updateVisitedView, type TagsViewState,
} from './tags-view-slice';
import type { ViewInput } from './visited-view';

const run = (state: TagsViewState, ...actions: Parameters<typeof tagsViewSlice.reducer>[1][]) =>
  actions.reduce(tagsViewSlice.reducer, state);

const dashboard: ViewInput = { path: '/dashboard', name: 'Dashboard', title: 'dashboard', affix: true };
const devices: ViewInput = { path: '/device/list', name: 'DeviceList', title: 'device.list' };
const detail: ViewInput = { path: '/device/details/7', title: 'device.details', noCache: true };
const types: ViewInput = { path: '/device/type', name: 'DeviceType', title: 'device.type' };

const withTabs = () => run(EMPTY_TAGS_VIEW, addAffixViews([dashboard]), addView(devices), addView(detail), addView(types));
const paths = (state: TagsViewState) => state.visitedViews.map((view) => view.path);

describe('visited tabs', () => {
  it('adds a page once per path and re-adding only updates where it points', () => {
    const state = run(
      EMPTY_TAGS_VIEW,
      addView(devices),
      addView({ ...devices, fullPath: '/device/list?page=2', query: { page: '2' } }),
    );
    expect(state.visitedViews).toEqual([
      { path: '/device/list', fullPath: '/device/list?page=2', name: 'DeviceList', title: 'device.list', query: { page: '2' } },
    ]);
    expect(state.cachedViews).toEqual(['DeviceList']);
  });

  it("titles a page without a route title 'no-name'", () => {
    expect(run(EMPTY_TAGS_VIEW, addView({ path: '/x' })).visitedViews[0]).toEqual({ path: '/x', fullPath: '/x', title: 'no-name' });
  });

  it('caches pages unless noCache, by route name or else by path', () => {
    const state = run(EMPTY_TAGS_VIEW, addView(devices), addView(detail), addView({ path: '/unnamed', title: 't' }));
    expect(state.cachedViews).toEqual(['DeviceList', '/unnamed']);
  });

  it('pins affix views at the front, keeping the query of one already open', () => {
    const restored = run(EMPTY_TAGS_VIEW, addView(devices), addView({ ...dashboard, affix: false, fullPath: '/dashboard?tab=2' }));
    const state = run(restored, addAffixViews([dashboard]));
    expect(paths(state)).toEqual(['/dashboard', '/device/list']);
    expect(state.visitedViews[0]).toMatchObject({ affix: true, fullPath: '/dashboard?tab=2' });
  });

  it('closes a tab and its cache entry, but never a pinned tab', () => {
    const state = run(withTabs(), delView(devices), delView(dashboard));
    expect(paths(state)).toEqual(['/dashboard', '/device/details/7', '/device/type']);
    expect(state.cachedViews).toEqual(['Dashboard', 'DeviceType']);
  });

  it('keeps a shared cache entry while another tab of the same route is open', () => {
    const one = { path: '/device/details/1', name: 'DeviceDetails', title: 'd' };
    const two = { ...one, path: '/device/details/2' };
    const state = run(EMPTY_TAGS_VIEW, addView(one), addView(two), delView(one));
    expect(state.cachedViews).toEqual(['DeviceDetails']);
  });

  it('closes the others, keeping pinned tabs', () => {
    const state = run(withTabs(), delOthersViews(types));
    expect(paths(state)).toEqual(['/dashboard', '/device/type']);
    expect(state.cachedViews).toEqual(['Dashboard', 'DeviceType']);
  });

  it('closes all, keeping pinned tabs', () => {
    const state = run(withTabs(), delAllViews());
    expect(paths(state)).toEqual(['/dashboard']);
    expect(state.cachedViews).toEqual(['Dashboard']);
  });

  it('refreshes a page: out of the cache, then back in, the tab staying open', () => {
    const dropped = run(withTabs(), delCachedView(devices));
    expect(dropped.cachedViews).toEqual(['Dashboard', 'DeviceType']);
    expect(paths(dropped)).toContain('/device/list');
    expect(run(dropped, addCachedView(devices)).cachedViews).toEqual(['Dashboard', 'DeviceType', 'DeviceList']);
    expect(run(dropped, addCachedView(detail)).cachedViews).toEqual(['Dashboard', 'DeviceType']);
  });

  it('updates the tab of the same path', () => {
    const state = run(withTabs(), updateVisitedView({ path: '/device/details/7', title: 'device.detailsOf' }));
    expect(state.visitedViews[2]).toMatchObject({ path: '/device/details/7', title: 'device.detailsOf' });
    expect(run(state, updateVisitedView({ path: '/nowhere', title: 'x' }))).toBe(state);
  });

  it('clears everything on log-out, pinned tabs too', () => {
    expect(run(withTabs(), clearAllViews())).toEqual({ visitedViews: [], cachedViews: [] });
  });
});

describe('visited tabs, unchanged state', () => {
  it('stays the same object when nothing changes, so selectors and persistence stay quiet', () => {
    const state = withTabs();
    expect(run(state, addView({ ...devices }))).toBe(state);
    expect(run(state, delView({ path: '/not/open' }))).toBe(state);
    expect(run(state, delCachedView(detail))).toBe(state);
    const withQuery = run(state, addView({ ...types, fullPath: '/device/type?a=1', query: { a: '1' } }));
    expect(run(withQuery, addView({ ...types, fullPath: '/device/type?a=1', query: { a: '1' } }))).toBe(withQuery);
  });

  it('drops the query when the page is visited again without one', () => {
    const withQuery = run(withTabs(), addView({ ...types, fullPath: '/device/type?a=1', query: { a: '1' } }));
    expect(run(withQuery, addView(types)).visitedViews[3]).toEqual({ path: '/device/type', fullPath: '/device/type', name: 'DeviceType', title: 'device.type' });
  });
});
