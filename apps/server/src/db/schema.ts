import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Millisecond precision: the message poll hands out millisecond time stamps and must not skip or repeat a row.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

export const recordStatus = pgEnum('record_status', ['active', 'disabled']);
export const messageType = pgEnum('message_type', ['system', 'broadcast', 'alarm', 'workorder', 'approval']);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull().default(''),
    logo: text('logo').notNull().default(''),
    contact: text('contact').notNull().default(''),
    address: text('address').notNull().default(''),
    status: recordStatus('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('companies_parent_idx').on(table.parentId), uniqueIndex('companies_name_key').on(table.name)],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    // null for a level-1 region (the API answers 0)
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id),
    level: smallint('level').notNull(),
    title: text('title').notNull(),
    itemsI: text('items_i').notNull().default(''),
    itemsOption: text('items_option').notNull().default(''),
    deviceSensorIds: text('device_sensor_ids').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('regions_company_level_parent_idx').on(table.companyId, table.level, table.parentId),
    check('regions_level_check', sql`${table.level} between 1 and 3`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    // The platform administrator role answers roles ['admin'] and passes every check.
    platformAdmin: boolean('platform_admin').notNull().default(false),
    builtIn: boolean('built_in').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('roles_company_name_key').on(table.companyId, table.name)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    status: recordStatus('status').notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_username_key').on(table.username), index('users_company_idx').on(table.companyId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // sha256 of the bearer token; the token itself is never stored
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    type: messageType('type').notNull(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('messages_user_created_idx').on(table.userId, table.createdAt)],
);

/** The body of a host configuration as the console reads it from /c.bin (without the domain). */
export interface HostConfigBody {
  uri: string;
  code: string;
  name_ii: string;
  icon: string;
  lpic: string;
  theme: string;
  attach: string;
  release: string;
  modules: { sk: string; name?: string }[];
  encrypt: boolean;
}

export const hostConfigs = pgTable(
  'host_configs',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    config: jsonb('config').$type<HostConfigBody>().notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('host_configs_domain_key').on(table.domain)],
);

/** Append-only (a trigger refuses UPDATE and DELETE); each entry's hash covers the previous entry's hash. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    companyId: integer('company_id'),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [index('audit_log_company_idx').on(table.companyId, table.at)],
);
