import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { asc, eq, isNull, max, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { documentCategories, documents, storedFiles } from '../db/documents-schema';
import { companies, users } from '../db/schema';
import { SEARCH_TEXT_LIMIT } from '../documents/search';
import { createFileStore, type FileStore } from '../files/file-store';
import { sampleChinesePdf } from '../files/sample-files';
import { ensureDefaultHostConfigs } from '../host-config/default-host-configs';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed-demo';

const USAGE = 'usage: documents:generate [--count 100000] [--company ID] [--batch 10000]';

function integerOption(value: string | undefined, name: string, fallback: number, min: number, maximum: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > maximum) throw new Error(`--${name} must be an integer from ${min} to ${maximum}`);
  return parsed;
}

const SUBJECTS = ['离心泵', '潜水泵', '变压器', '高压开关柜', '冷却塔', '空压机', '阀门', '风机', '电动机', '逆变器', 'centrifugal pump', 'transformer'];
const KINDS = ['维护手册', '操作规程', '安全须知', '检修记录', '合格证', '图纸', '试验报告', 'maintenance manual', 'wiring diagram', 'test report'];
const TEXTS = ['轴承润滑周期为三个月', '绝缘电阻不低于 500 MΩ', '每日巡检振动与温度', '密封件更换步骤', 'check the oil level weekly', 'torque the flange bolts crosswise'];
const TAGS = ['手册', '图纸', '证书', '报告', 'manual', 'drawing'];
const textArray = (items: readonly string[]) => sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]`);

/**
 * Adds `count` documents to one company for the search bench, in batches of INSERT … SELECT
 * generate_series: titles, tags, descriptions and file text from a small Chinese and English vocabulary
 * (numbered, so keywords match from one to thousands of rows), all of company visibility and pointing
 * at one real stored PDF (owned by the first of them), each with its version 1; then VACUUM ANALYZE.
 */
export async function generateDocuments(
  db: Database,
  store: FileStore,
  options: { count: number; companyId?: number; batch: number },
  progress: (line: string) => void,
): Promise<{ companyId: number; documents: number; ms: number }> {
  const started = Date.now();
  const companyId =
    options.companyId ??
    (await db.select({ id: companies.id }).from(companies).where(isNull(companies.parentId)).orderBy(asc(companies.id)).limit(1))[0]?.id;
  if (companyId === undefined) throw new Error('no company: start the server once (demo data) or run admin:create first');
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).limit(1);
  if (!author) throw new Error(`company ${companyId} has no user to record as the author`);
  const [category] =
    (await db.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.companyId, companyId)).orderBy(asc(documentCategories.id)).limit(1)) ?? [];
  const categoryId = category?.id ?? (await db.insert(documentCategories).values({ companyId, name: '生成的文档' }).returning({ id: documentCategories.id }))[0]?.id;
  if (categoryId === undefined) throw new Error('no document category');

  const bytes = sampleChinesePdf(['离心泵维护手册（生成的文档）']);
  const key = randomBytes(16).toString('hex');
  await store.put(key, Readable.from([bytes]));
  const [file] = await db
    .insert(storedFiles)
    .values({ companyId, storageKey: key, name: 'generated.pdf', contentType: 'application/pdf', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), textExcerpt: '离心泵维护手册（生成的文档）', purpose: 'document', uploadedBy: author.id })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error('stored file insert returned no row');

  const [last] = await db.select({ id: max(documents.id) }).from(documents);
  const offset = last?.id ?? 0;
  progress(`Generating ${options.count.toLocaleString('en-US')} documents for company ${companyId}…`);
  for (let from = 1; from <= options.count; from += options.batch) {
    const to = Math.min(options.count, from + options.batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with generated as (
          select g,
            (${textArray(SUBJECTS)})[1 + g % ${SUBJECTS.length}] || ' ' || (${textArray(KINDS)})[1 + (g / 3) % ${KINDS.length}] || ' DOC' || lpad((${offset} + g)::text, 7, '0') as title,
            array[(${textArray(TAGS)})[1 + g % ${TAGS.length}], 'T' || (g % 500)] as tags,
            (${textArray(TEXTS)})[1 + (g / 7) % ${TEXTS.length}] || '，第 ' || (g % 997) || ' 版' as description
          from generate_series(${from}::integer, ${to}::integer) g
        )
        insert into ${documents} (company_id, category_id, title, description, tags, file_id, created_by, search_text, created_at, updated_at)
        select ${companyId}, ${categoryId}, title, description, tags, ${file.id}, ${author.id},
          left(lower(title || ' ' || array_to_string(tags, ' ') || ' ' || description || ' generated.pdf 离心泵维护手册（生成的文档）'), ${SEARCH_TEXT_LIMIT}),
          now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        from generated`);
      await tx.execute(sql`
        insert into document_versions (company_id, document_id, number, file_id, created_by, created_at)
        select company_id, id, 1, file_id, created_by, created_at from ${documents} where id > ${offset + from - 1} and id <= ${offset + to} and company_id = ${companyId}`);
    });
    progress(`  ${to.toLocaleString('en-US').padStart(12)} / ${options.count.toLocaleString('en-US')} documents  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const [firstDocument] = await db.select({ id: documents.id }).from(documents).where(eq(documents.fileId, file.id)).orderBy(asc(documents.id)).limit(1);
  if (firstDocument) await db.update(storedFiles).set({ ownerKind: 'document', ownerId: firstDocument.id }).where(eq(storedFiles.id, file.id));
  await appendAudit(db, { companyId, userId: null, action: 'document.generate', entity: 'document', entityId: null, after: { count: options.count } });
  progress('Vacuuming and updating planner statistics (VACUUM ANALYZE)…');
  await db.execute(sql`vacuum (analyze) documents, document_versions`);
  return { companyId, documents: options.count, ms: Date.now() - started };
}

/** `main.js documents:generate …`: returns the exit code. */
export async function runGenerateDocuments(argv: string[]): Promise<number> {
  let options: { count: number; companyId?: number; batch: number };
  try {
    const { values } = parseArgs({ args: argv, options: { count: { type: 'string' }, company: { type: 'string' }, batch: { type: 'string' } }, strict: true });
    options = {
      count: integerOption(values.count, 'count', 100_000, 1, 5_000_000),
      companyId: values.company === undefined ? undefined : integerOption(values.company, 'company', 1, 1, 2 ** 31 - 1),
      batch: integerOption(values.batch, 'batch', 10_000, 100, 100_000),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, unsafeNoFsync: config.pgliteUnsafeNoFsync }, {
    error: (details, message) => console.error(message, details),
  });
  try {
    await database.migrate();
    await ensureDefaultHostConfigs(database.db);
    if (config.demoData && (await isDatabaseEmpty(database.db))) {
      console.log('The database is empty: seeding the demo tenant first…');
      await seedDemoData(database.db);
    }
    const result = await generateDocuments(database.db, createFileStore(config.files, config.dataDir), options, (line) => console.log(line));
    console.log(`Generated ${result.documents.toLocaleString('en-US')} documents for company ${result.companyId} in ${(result.ms / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(`documents:generate failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
