import { buildMenuSearchIndex } from './build';
import { loadMenuSearchIndex } from './load';
import { MENU_SEARCH_THRESHOLD, searchMenu } from './menu-search';
import { toPinyinKeys } from './pinyin';
import type { MenuSearchEntry } from './types';

const zhMenu: MenuSearchEntry[] = [
  {
    path: '/device/list',
    title: '设备台账',
    breadcrumb: ['设备管理', '设备台账'],
  },
  {
    path: '/device/type',
    title: '设备类型',
    breadcrumb: ['设备管理', '设备类型'],
  },
  {
    path: '/spare/warehouse',
    title: '仓库管理',
    breadcrumb: ['备件管理', '仓库管理'],
  },
  {
    path: '/spare/inStock',
    title: '入库管理',
    breadcrumb: ['备件管理', '入库管理'],
  },
  {
    path: '/repair/index',
    title: '维修工单',
    breadcrumb: ['维修管理', '维修工单'],
  },
  {
    path: '/inspection/inspectionPlan',
    title: '巡检计划',
    breadcrumb: ['巡检管理', '巡检计划'],
  },
  {
    path: '/system/member',
    title: '用户管理',
    breadcrumb: ['系统管理', '用户管理'],
  },
  {
    path: '/office/car/info',
    title: '绿色车辆',
    breadcrumb: ['办公管理', '绿色车辆'],
  },
];

const enMenu: MenuSearchEntry[] = [
  {
    path: '/device/list',
    title: 'Device ledger',
    breadcrumb: ['Devices', 'Device ledger'],
  },
  {
    path: '/device/type',
    title: 'Device types',
    breadcrumb: ['Devices', 'Device types'],
  },
  {
    path: '/spare/warehouse',
    title: 'Warehouses',
    breadcrumb: ['Spare parts', 'Warehouses'],
  },
  {
    path: '/spare/inStock',
    title: 'Stock in',
    breadcrumb: ['Spare parts', 'Stock in'],
  },
  {
    path: '/repair/index',
    title: 'Work orders',
    breadcrumb: ['Repair', 'Work orders'],
  },
  {
    path: '/inspection/inspectionPlan',
    title: 'Inspection plans',
    breadcrumb: ['Inspection', 'Inspection plans'],
  },
  { path: '/system/member', title: 'Users', breadcrumb: ['System', 'Users'] },
  {
    path: '/system/message',
    title: 'Messages',
    breadcrumb: ['System', 'Messages'],
  },
];

const paths = (results: MenuSearchEntry[]) =>
  results.map((entry) => entry.path);

describe('searchMenu without pinyin', () => {
  const en = buildMenuSearchIndex(enMenu, { pinyin: false });
  const zh = buildMenuSearchIndex(zhMenu, { pinyin: false });

  it('uses the threshold of the spec', () => {
    expect(MENU_SEARCH_THRESHOLD).toBe(0.4);
    expect(en.fuse.options.threshold).toBe(0.4);
    expect(en.pinyin).toBe(false);
    expect(en.size).toBe(enMenu.length);
  });

  it('matches English titles, case-insensitively', () => {
    expect(paths(searchMenu(en, 'warehouses'))[0]).toBe('/spare/warehouse');
    expect(paths(searchMenu(en, 'DEVICE'))).toEqual(
      expect.arrayContaining(['/device/list', '/device/type']),
    );
  });

  it('tolerates typos', () => {
    expect(paths(searchMenu(en, 'warehuse'))[0]).toBe('/spare/warehouse'); // a letter missing
    expect(paths(searchMenu(en, 'inspetcion'))[0]).toBe(
      '/inspection/inspectionPlan',
    ); // swapped letters
    expect(paths(searchMenu(en, 'ledgr'))[0]).toBe('/device/list');
  });

  it('rejects what is too far off', () => {
    expect(searchMenu(en, 'xyzzy')).toEqual([]);
  });

  it('matches the path', () => {
    expect(paths(searchMenu(en, 'member'))[0]).toBe('/system/member'); // the title is "Users"
    expect(paths(searchMenu(zh, 'repair'))[0]).toBe('/repair/index');
    expect(paths(searchMenu(zh, '/spare/inStock'))[0]).toBe('/spare/inStock');
  });

  it('ranks a title match above a path match', () => {
    const menu: MenuSearchEntry[] = [
      { path: '/office/apply', title: 'Transfers', breadcrumb: [] },
      { path: '/office/remind', title: 'Apply', breadcrumb: [] },
    ];
    expect(
      paths(searchMenu(buildMenuSearchIndex(menu, { pinyin: false }), 'apply')),
    ).toEqual(['/office/remind', '/office/apply']);
  });

  it('matches Chinese titles', () => {
    expect(paths(searchMenu(zh, '台账'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, '设备台账'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, '设备'))).toEqual(
      expect.arrayContaining(['/device/list', '/device/type']),
    );
    expect(paths(searchMenu(zh, '巡检'))[0]).toBe('/inspection/inspectionPlan');
  });

  it('finds nothing by pinyin when pinyin is off', () => {
    expect(zh.pinyin).toBe(false);
    for (const query of [
      'shebei',
      'shebeitaizhang',
      'she bei tai zhang',
      'sbtz',
    ]) {
      expect(paths(searchMenu(zh, query))).not.toContain('/device/list');
    }
    expect(searchMenu(zh, 'sbtz')).toEqual([]);
    expect(searchMenu(zh, 'shebeitaizhang')).toEqual([]);
  });

  it('returns [] for an empty or blank query', () => {
    expect(searchMenu(en, '')).toEqual([]);
    expect(searchMenu(en, '   ')).toEqual([]);
    expect(
      searchMenu(buildMenuSearchIndex(zhMenu, { pinyin: true }), ''),
    ).toEqual([]);
  });

  it('returns the entries given, extra fields included, and honours a limit', () => {
    const menu = enMenu.map((entry) => ({
      ...entry,
      icon: `icon-${entry.path}`,
    }));
    const [first] = searchMenu(
      buildMenuSearchIndex(menu, { pinyin: false }),
      'users',
    );
    expect(first).toBe(menu[6]);
    expect(first?.icon).toBe('icon-/system/member');
    expect(first?.breadcrumb).toEqual(['System', 'Users']);
    expect(searchMenu(en, 'device', 1)).toHaveLength(1);
  });

  it('handles an empty menu', () => {
    expect(searchMenu(buildMenuSearchIndex([], { pinyin: true }), 'x')).toEqual(
      [],
    );
  });
});

describe('searchMenu with pinyin', () => {
  const zh = buildMenuSearchIndex(zhMenu, { pinyin: true });

  it('is marked as a pinyin index', () => {
    expect(zh.pinyin).toBe(true);
    expect(zh.fuse.getIndex().docs[0]).toMatchObject({
      pinyinFull: 'shebeitaizhang',
      pinyinSpaced: 'she bei tai zhang',
      pinyinInitials: 'sbtz',
    });
  });

  it('matches the full pinyin', () => {
    expect(paths(searchMenu(zh, 'shebeitaizhang'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, 'shebei'))).toEqual(
      expect.arrayContaining(['/device/list', '/device/type']),
    );
    expect(paths(searchMenu(zh, 'taizhang'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, 'xunjian'))[0]).toBe(
      '/inspection/inspectionPlan',
    );
  });

  it('matches the spaced pinyin', () => {
    expect(paths(searchMenu(zh, 'she bei tai zhang'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, 'SHE BEI'))).toEqual(
      expect.arrayContaining(['/device/list', '/device/type']),
    );
  });

  it('matches the initials', () => {
    expect(paths(searchMenu(zh, 'sbtz'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, 'sblx'))[0]).toBe('/device/type');
    expect(paths(searchMenu(zh, 'wxgd'))[0]).toBe('/repair/index');
  });

  it('writes ü as v', () => {
    expect(paths(searchMenu(zh, 'lvse'))[0]).toBe('/office/car/info');
  });

  it('still matches Chinese titles and paths', () => {
    expect(paths(searchMenu(zh, '台账'))[0]).toBe('/device/list');
    expect(paths(searchMenu(zh, 'member'))[0]).toBe('/system/member');
  });

  it('leaves titles without Chinese alone', () => {
    const en = buildMenuSearchIndex(enMenu, { pinyin: true });
    expect(paths(searchMenu(en, 'warehuse'))[0]).toBe('/spare/warehouse');
    expect(
      en.fuse.getIndex().docs.every((doc) => doc.pinyinFull === undefined),
    ).toBe(true);
  });
});

describe('loadMenuSearchIndex', () => {
  it('loads pinyin only when asked', async () => {
    const withPinyin = await loadMenuSearchIndex(zhMenu, { pinyin: true });
    const without = await loadMenuSearchIndex(zhMenu, { pinyin: false });
    expect(withPinyin.pinyin).toBe(true);
    expect(paths(searchMenu(withPinyin, 'sbtz'))[0]).toBe('/device/list');
    expect(without.pinyin).toBe(false);
    expect(searchMenu(without, 'sbtz')).toEqual([]);
    expect(paths(searchMenu(without, '台账'))[0]).toBe('/device/list');
  });
});

describe('toPinyinKeys', () => {
  it('gives full, spaced and initials without tones', () => {
    expect(toPinyinKeys('设备台账')).toEqual({
      full: 'shebeitaizhang',
      spaced: 'she bei tai zhang',
      initials: 'sbtz',
    });
  });

  it('reads polyphonic characters in context and writes ü as v', () => {
    expect(toPinyinKeys('重庆站')?.full).toBe('chongqingzhan');
    expect(toPinyinKeys('银行')?.full).toBe('yinhang');
    expect(toPinyinKeys('绿色')?.full).toBe('lvse');
  });

  it('keeps letters and digits, drops punctuation', () => {
    expect(toPinyinKeys('PDA设备（特种）')).toEqual({
      full: 'pdashebeitezhong',
      spaced: 'pda she bei te zhong',
      initials: 'pdasbtz',
    });
  });

  it('is null without Chinese', () => {
    expect(toPinyinKeys('Device ledger')).toBeNull();
    expect(toPinyinKeys('')).toBeNull();
  });
});
