import { memoryStorage } from './storage';
import { addAffixViews, addView, clearAllViews, EMPTY_TAGS_VIEW, tagsViewSlice } from './tags-view-slice';
import { loadTagsView, saveTagsView, TAGS_VIEW_STORAGE_KEY } from './tags-view-storage';

const { reducer } = tagsViewSlice;

describe('tabs in sessionStorage', () => {
  it('survive a reload, the cache list rebuilt from them', () => {
    let state = reducer(EMPTY_TAGS_VIEW, addAffixViews([{ path: '/dashboard', name: 'Dashboard', title: 'dashboard' }]));
    state = reducer(state, addView({ path: '/device/list', fullPath: '/device/list?q=a', name: 'DeviceList', title: 'device.list', query: { q: 'a' } }));
    state = reducer(state, addView({ path: '/device/details/3', title: 'device.details', noCache: true }));
    const storage = memoryStorage();
    saveTagsView(storage, state);
    expect(loadTagsView(storage)).toEqual(state);
  });

  it.each([
    ['nothing saved', undefined],
    ['not JSON', '[{"path":'],
    ['not a list', '{"path":"/a"}'],
    ['null', 'null'],
  ])('start empty with %s', (_, saved) => {
    const storage = memoryStorage(saved === undefined ? {} : { [TAGS_VIEW_STORAGE_KEY]: saved });
    expect(loadTagsView(storage)).toEqual(EMPTY_TAGS_VIEW);
  });

  it('drop entries that are not tabs, repeated paths and bad fields', () => {
    const saved = [
      { path: '/ok', fullPath: '/ok?x=1', title: 't', affix: 'yes', query: { x: '1', y: 2 } },
      { path: '/ok', title: 'again' },
      { path: 'relative', title: 't' },
      { title: 'no path' },
      42,
      { path: '/bare', fullPath: 'https://elsewhere.example/', name: 7 },
    ];
    expect(loadTagsView(memoryStorage({ [TAGS_VIEW_STORAGE_KEY]: JSON.stringify(saved) }))).toEqual({
      visitedViews: [
        { path: '/ok', fullPath: '/ok?x=1', title: 't', query: { x: '1' } },
        { path: '/bare', fullPath: '/bare', title: 'no-name' },
      ],
      cachedViews: ['/ok', '/bare'],
    });
  });

  it('are removed after log-out', () => {
    const storage = memoryStorage();
    const state = reducer(EMPTY_TAGS_VIEW, addView({ path: '/a', title: 'a' }));
    saveTagsView(storage, state);
    saveTagsView(storage, reducer(state, clearAllViews()));
    expect(storage.getItem(TAGS_VIEW_STORAGE_KEY)).toBeNull();
  });
});
