import type { ErrorLogEntry } from '@om/ui';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Only the latest entries are kept, so a render loop cannot grow the store without bound. */
export const ERROR_LOG_LIMIT = 50;

export interface ErrorLogState {
  /** Set once at start: unhandled UI errors are collected in production builds only (docs/product.md "Errors"). */
  enabled: boolean;
  logs: ErrorLogEntry[];
}

export function shouldCollectErrors(mode: string | undefined): boolean {
  return mode === 'production';
}

export function initialErrorLog(mode: string | undefined): ErrorLogState {
  return { enabled: shouldCollectErrors(mode), logs: [] };
}

export interface CaughtError {
  error: unknown;
  /** React's `errorInfo.componentStack`, or a component name. */
  vm?: string;
  info?: string;
  url: string;
  time: number;
}

/** An entry for anything thrown: errors keep message and stack, other values their text. */
export function toErrorLogEntry({ error, vm = '', info = '', url, time }: CaughtError): ErrorLogEntry {
  const err = error instanceof Error
    ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
    : { message: String(error) };
  return { err, vm, info, url, time };
}

export const errorLogSlice = createSlice({
  name: 'errorLog',
  initialState: initialErrorLog(undefined),
  reducers: {
    addErrorLog(state, action: PayloadAction<ErrorLogEntry>) {
      if (!state.enabled) return;
      state.logs.push(action.payload);
      if (state.logs.length > ERROR_LOG_LIMIT) state.logs.splice(0, state.logs.length - ERROR_LOG_LIMIT);
    },
    clearErrorLog(state) {
      state.logs = [];
    },
  },
  selectors: {
    selectErrorLogs: (state) => state.logs,
  },
});

export const { addErrorLog, clearErrorLog } = errorLogSlice.actions;
export const { selectErrorLogs } = errorLogSlice.selectors;
