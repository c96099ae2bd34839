import { configureStore } from '@reduxjs/toolkit';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { sessionSlice } from '../session/sessionSlice';
import { Can } from './Can';
import { useCan } from './useCan';
import { useActions, useCanAction, useCanOperation } from './useCanAction';

function wrapperWith(roles: string[], grants: string[] = []) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    preloadedState: { session: { token: 't', profile: null, roles, grants } },
  });
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('useCan', () => {
  it('is true when the user holds one of the roles', () => {
    const { result } = renderHook(() => useCan(['deviceList', 'deviceTypeList']), { wrapper: wrapperWith(['deviceTypeList']) });
    expect(result.current).toBe(true);
  });

  it('is false without any of the roles', () => {
    const { result } = renderHook(() => useCan(['deviceList']), { wrapper: wrapperWith(['spareList']) });
    expect(result.current).toBe(false);
  });

  it('lets admin pass', () => {
    const { result } = renderHook(() => useCan(['rules']), { wrapper: wrapperWith(['admin']) });
    expect(result.current).toBe(true);
  });

  it.each([['deviceList'], [undefined], [null], [[]]])('throws need roles! for %p', (roles) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error: the check exists for callers that bypass the types
    expect(() => renderHook(() => useCan(roles), { wrapper: wrapperWith(['admin']) })).toThrow('need roles!');
  });
});

describe('<Can>', () => {
  it('renders its children for a holder', () => {
    render(<Can roles={['deviceList']}>Delete</Can>, { wrapper: wrapperWith(['deviceList']) });
    expect(screen.getByText('Delete')).toBeInTheDocument();
  });

  it('renders nothing without the roles', () => {
    const { container } = render(<Can roles={['deviceList']}>Delete</Can>, { wrapper: wrapperWith(['spareList']) });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('useCanAction, useActions and useCanOperation', () => {
  const viewer = wrapperWith(['deviceList'], ['deviceList:view']);
  it('answer by the action, not the page', () => {
    expect(renderHook(() => useCanAction(['deviceList'], 'view'), { wrapper: viewer }).result.current).toBe(true);
    expect(renderHook(() => useCanAction(['deviceList'], 'create'), { wrapper: viewer }).result.current).toBe(false);
    expect(renderHook(() => useActions(['deviceList']), { wrapper: viewer }).result.current).toMatchObject({ view: true, create: false, edit: false, delete: false, import: false, export: false });
  });

  it('read the operation\'s page and action from the contract', () => {
    expect(renderHook(() => useCanOperation('listDevices'), { wrapper: viewer }).result.current).toBe(true);
    expect(renderHook(() => useCanOperation('createDevice'), { wrapper: viewer }).result.current).toBe(false);
    expect(renderHook(() => useCanOperation('createDevice'), { wrapper: wrapperWith(['deviceList'], ['deviceList:view', 'deviceList:create']) }).result.current).toBe(true);
    expect(renderHook(() => useCanOperation('createDispatchRule'), { wrapper: viewer }).result.current).toBe(false);
    expect(renderHook(() => useCanOperation('createDispatchRule'), { wrapper: wrapperWith(['admin'], ['admin']) }).result.current).toBe(true);
  });
});
