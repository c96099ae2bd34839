import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, departments, deviceTypes, users } from './schema';

// The documents-and-knowledge module's tables (issue 15). Every business table: company_id, version, timestamps.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
/** Lower-case text the keyword searches (written by the module) and its 2-/3-grams (GIN), as devices have. */
const searchable = {
  searchText: text('search_text').notNull().default(''),
  searchGrams: text('search_grams')
    .array()
    .generatedAlwaysAs(sql`om_grams(search_text)`),
};

export const filePurpose = pgEnum('file_purpose', ['document', 'learning', 'procedure', 'device', 'task', 'supplier', 'avatar', 'repair']);
export const documentVisibility = pgEnum('document_visibility', ['company', 'department']);
export const learningKind = pgEnum('learning_kind', ['document', 'video']);
export const procedureKind = pgEnum('procedure_kind', ['operating', 'safety']);

/**
 * One stored file of the platform file store: the bytes live under `storage_key` in the configured back
 * end (a folder under DATA_DIR or an S3 bucket). `owner_kind`/`owner_id` name the row that took it;
 * until then only its uploader may read it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The start of the text a keyword may find (text files; PDFs where text could be extracted). */
    textExcerpt: text('text_excerpt').notNull().default(''),
    purpose: filePurpose('purpose').notNull(),
    ownerKind: text('owner_kind').$type<'document' | 'learning' | 'procedure' | 'device' | 'inspection_task' | 'maintain_task' | 'overhaul_task' | 'supplier' | 'user' | 'fault' | 'repair_order'>(),
    ownerId: integer('owner_id'),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stored_files_storage_key_key').on(table.storageKey),
    index('stored_files_owner_idx').on(table.ownerKind, table.ownerId),
    index('stored_files_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

export const documentCategories = pgTable(
  'document_categories',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    parentId: integer('parent_id').references((): AnyPgColumn => documentCategories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('document_categories_sibling_name_key').on(table.companyId, sql`coalesce(${table.parentId}, 0)`, table.name),
    index('document_categories_parent_idx').on(table.parentId),
    index('document_categories_company_sort_idx').on(table.companyId, table.sortOrder, table.id),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    deviceTypeIds: integer('device_type_ids').array().notNull().default(sql`'{}'`),
    deviceIds: integer('device_ids').array().notNull().default(sql`'{}'`),
    visibility: documentVisibility('visibility').notNull().default('company'),
    departmentId: integer('department_id').references(() => departments.id),
    currentVersion: integer('current_version').notNull().default(1),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdBy: integer('created_by').notNull(),
    ...searchable,
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('documents_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('documents_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('documents_company_title_idx').on(table.companyId, table.title, table.id),
    // The same orders across companies (the platform administrator, a parent company with subsidiaries).
    index('documents_updated_idx').on(table.updatedAt, table.id),
    index('documents_created_idx').on(table.createdAt, table.id),
    index('documents_title_idx').on(table.title, table.id),
    index('documents_category_idx').on(table.categoryId),
    index('documents_tags_idx').using('gin', table.tags),
    index('documents_device_types_idx').using('gin', table.deviceTypeIds),
    index('documents_devices_idx').using('gin', table.deviceIds),
    index('documents_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: 'off' }),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('document_versions_number_key').on(table.documentId, table.number)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    title: text('title').notNull(),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id),
    faultCode: text('fault_code').notNull().default(''),
    symptom: text('symptom').notNull(),
    cause: text('cause').notNull().default(''),
    action: text('action').notNull(),
    parts: text('parts').array().notNull().default(sql`'{}'`),
    workOrders: text('work_orders').array().notNull().default(sql`'{}'`),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    createdBy: integer('created_by').notNull(),
    ...searchable,
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('experiences_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('experiences_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('experiences_company_title_idx').on(table.companyId, table.title, table.id),
    index('experiences_company_fault_code_idx').on(table.companyId, table.faultCode, table.id),
    index('experiences_device_type_idx').on(table.deviceTypeId),
    index('experiences_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: 'off' }),
  ],
);

export const learningItems = pgTable(
  'learning_items',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: learningKind('kind').notNull(),
    required: boolean('required').notNull().default(false),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdBy: integer('created_by').notNull(),
    ...searchable,
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('learning_items_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('learning_items_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('learning_items_company_title_idx').on(table.companyId, table.title, table.id),
    index('learning_items_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: 'off' }),
  ],
);

/** A user's reading of a learning item (one row per user and item; the first read / completion stays). */
export const learningRecords = pgTable(
  'learning_records',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => learningItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: company(),
    readAt: at('read_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.itemId, table.userId] }), index('learning_records_user_idx').on(table.userId)],
);

export const procedures = pgTable(
  'procedures',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    deviceTypeId: integer('device_type_id')
      .notNull()
      .references(() => deviceTypes.id),
    title: text('title').notNull(),
    kind: procedureKind('kind').notNull(),
    latestVersion: integer('latest_version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    ...searchable,
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('procedures_company_title_idx').on(table.companyId, table.title, table.id),
    index('procedures_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('procedures_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('procedures_device_type_idx').on(table.deviceTypeId),
    index('procedures_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: 'off' }),
  ],
);

export const procedureVersions = pgTable(
  'procedure_versions',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('procedure_versions_number_key').on(table.procedureId, table.number),
    index('procedure_versions_effective_idx').on(table.procedureId, table.effectiveOn),
  ],
);
