import { pageRecordAt } from './loadedRoutes';

describe('pageRecordAt (the page the start-up preloads)', () => {
  it('finds the page declared at an address, with or without parameters', () => {
    expect(pageRecordAt('/device/list')?.path).toBe('list');
    expect(pageRecordAt('/device/list', [])).toBeUndefined();
    expect(pageRecordAt('/device/list')?.page).toEqual(expect.any(Function));
    expect(pageRecordAt('/device/details/42')?.page).toEqual(expect.any(Function));
    expect(pageRecordAt('/device/details/42')).not.toBe(pageRecordAt('/device/list'));
  });

  it('tells which pages come with the shell texts', () => {
    expect(pageRecordAt('/dashboard')?.shellTexts).toBe(true);
    expect(pageRecordAt('/device/list')?.shellTexts).toBeUndefined();
  });

  it('finds nothing for a group without a page of its own or an unknown address', () => {
    expect(pageRecordAt('/device')).toBeUndefined();
    expect(pageRecordAt('/no/such/page')).toBeUndefined();
  });
});
