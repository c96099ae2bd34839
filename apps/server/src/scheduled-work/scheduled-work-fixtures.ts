import type { FastifyInstance } from 'fastify';
import { localNow, formatLocal, parseLocal } from './cycle';
import { request, type Method } from '../testing/device-fixtures';

/** A due time `hours` from now on the server's wall clock (negative = in the past). */
export function hoursFromNow(hours: number): string {
  return formatLocal((parseLocal(localNow()) ?? 0) + hours * 3_600_000);
}

let seq = 0;
export const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`;

export const NUMERIC_STANDARD = {
  name: '泵巡检',
  items: [
    { key: 'leak', name: '泄漏', check_type: 'normal_abnormal' },
    { key: 'temp', name: '轴承温度', check_type: 'numeric', low: 10, high: 75, unit: '℃' },
  ],
};

/** Calls as one token and fails the test on anything but 200, answering `data`. */
export function caller(app: FastifyInstance, token: string) {
  return async function call<T = Record<string, unknown>>(method: Method, url: string, body?: object): Promise<T> {
    const response = await request(app, token, method, url, body);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
}

export interface Made {
  id: number;
  version: number;
}
