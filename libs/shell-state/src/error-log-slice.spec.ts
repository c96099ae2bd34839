import { type ErrorLogEntry } from '@om/ui';
import {
  addErrorLog, clearErrorLog, ERROR_LOG_LIMIT, errorLogSlice, initialErrorLog, shouldCollectErrors, toErrorLogEntry,
} from './error-log-slice';

const { reducer } = errorLogSlice;
const entry = (n: number): ErrorLogEntry => ({ err: { message: `boom ${n}` }, vm: 'Page', info: '', url: '/a', time: n });

describe('error log', () => {
  it.each([
    ['production', true],
    ['development', false],
    ['test', false],
    [undefined, false],
  ])('collects errors in mode %p: %p', (mode, collects) => {
    expect(shouldCollectErrors(mode)).toBe(collects);
    expect(initialErrorLog(mode)).toEqual({ enabled: collects, logs: [] });
  });

  it('adds entries only when enabled', () => {
    expect(reducer(initialErrorLog('development'), addErrorLog(entry(1))).logs).toEqual([]);
    expect(reducer(initialErrorLog('production'), addErrorLog(entry(1))).logs).toEqual([entry(1)]);
  });

  it(`keeps the last ${ERROR_LOG_LIMIT}`, () => {
    let state = initialErrorLog('production');
    for (let n = 1; n <= ERROR_LOG_LIMIT + 5; n += 1) state = reducer(state, addErrorLog(entry(n)));
    expect(state.logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(state.logs[0]).toEqual(entry(6));
    expect(state.logs.at(-1)).toEqual(entry(ERROR_LOG_LIMIT + 5));
  });

  it('clears', () => {
    const state = reducer(initialErrorLog('production'), addErrorLog(entry(1)));
    expect(reducer(state, clearErrorLog())).toEqual({ enabled: true, logs: [] });
  });

  it('turns anything thrown into an entry', () => {
    const error = new TypeError('x is undefined');
    expect(toErrorLogEntry({ error, vm: '\n    at Page', url: '/device/list', time: 5 })).toEqual({
      err: { message: 'x is undefined', stack: error.stack }, vm: '\n    at Page', info: '', url: '/device/list', time: 5,
    });
    expect(toErrorLogEntry({ error: 'plain', info: 'render', url: '/', time: 1 }).err).toEqual({ message: 'plain' });
  });
});
