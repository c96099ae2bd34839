import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { devices, users } from '../db/schema';

/** `[{ id, code, name }]` of the devices in `ids`, in the array's order (deleted devices drop out). */
export function devicesJson(ids: PgColumn): SQL<{ id: number; code: string; name: string }[]> {
  return sql<{ id: number; code: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${devices.id}, 'code', ${devices.code}, 'name', ${devices.name}) order by array_position(${ids}, ${devices.id}))
    from ${devices} where ${devices.id} = any(${ids})
  ), '[]'::json)`;
}

/** The display name (or the username) of a user id column; '' when null. */
export function userName(id: PgColumn): SQL<string> {
  return sql<string>`coalesce((select coalesce(nullif(${users.name}, ''), ${users.username}) from ${users} where ${users.id} = ${id}), '')`;
}
