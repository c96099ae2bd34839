import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { documentCategories, documents, documentVersions, experiences, learningItems, learningRecords, procedures, procedureVersions, storedFiles } from '../db/documents-schema';
import { companies, departments, deviceTypes, users } from '../db/schema';
import { searchTextOf } from '../documents/search';
import type { FileStore } from '../files/file-store';
import { extractText } from '../files/text-extraction';
import { samplePdf, samplePng } from '../files/sample-files';

type Purpose = (typeof storedFiles.$inferInsert)['purpose'];
type Owner = { kind: 'document' | 'learning' | 'procedure'; id: number };

/**
 * The demo tenant's documents and knowledge: a category tree, manuals and drawings (PDFs and PNGs made
 * in code, one with two versions, one visible to a department only), fault-handling experience,
 * learning material with reading records, and operating procedures (one with a version still to come).
 */
export async function seedDemoDocuments(db: Database, store: FileStore, now: number = Date.now()): Promise<void> {
  const [main] = await db.select().from(companies).where(isNull(companies.parentId)).orderBy(companies.id).limit(1);
  if (!main) return;
  const [second] = await db.select().from(companies).where(and(isNull(companies.parentId), eq(companies.name, '岭南水务设备管理有限公司')));
  const userId = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
  const typeId = async (companyId: number, code: string) => (await db.select({ id: deviceTypes.id }).from(deviceTypes).where(and(eq(deviceTypes.companyId, companyId), eq(deviceTypes.code, code))))[0]?.id;
  const admin = await userId('admin');
  const manager = await userId('manager');
  const technician = await userId('technician');
  const otherAdmin = await userId('other');
  const pump = await typeId(main.id, 'PUMP-C');
  const transformer = await typeId(main.id, 'TRANS-OIL');
  const written: string[] = [];
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);

  try {
    await db.transaction(async (tx) => {
    async function file(companyId: number, purpose: Purpose, name: string, bytes: Buffer, contentType: string, uploadedBy: number) {
      const key = randomBytes(16).toString('hex');
      await store.put(key, Readable.from([bytes]));
      written.push(key);
      const excerpt = await extractText(bytes, contentType);
      const [row] = await tx
        .insert(storedFiles)
        .values({ companyId, storageKey: key, name, contentType, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), textExcerpt: excerpt, purpose, uploadedBy })
        .returning();
      if (!row) throw new Error('stored file insert returned no row');
      return row;
    }
    const own = (fileId: number, owner: Owner) => tx.update(storedFiles).set({ ownerKind: owner.kind, ownerId: owner.id }).where(eq(storedFiles.id, fileId));

      const category = async (companyId: number, name: string, sortOrder: number, parentId: number | null = null) => {
        const [row] = await tx.insert(documentCategories).values({ companyId, name, sortOrder, parentId }).returning({ id: documentCategories.id });
        if (!row) throw new Error('category insert returned no row');
        return row.id;
      };
      const manuals = await category(main.id, '设备手册', 10);
      const pumpManuals = await category(main.id, '泵类手册', 10, manuals);
      const electrical = await category(main.id, '电气手册', 20, manuals);
      const drawings = await category(main.id, '图纸', 20);
      const certificates = await category(main.id, '证书', 30);
      await category(main.id, '检测报告', 40);

      const [team] = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.companyId, main.id), eq(departments.name, '电气运维班')));

      const document = async (spec: { companyId: number; categoryId: number; title: string; tags: string[]; description: string; typeIds: number[]; by: number; department?: number; versions: { name: string; bytes: Buffer; type: string; note: string }[] }) => {
        const files = [];
        for (const version of spec.versions) files.push(await file(spec.companyId, 'document', version.name, version.bytes, version.type, spec.by));
        const latest = files[files.length - 1];
        if (!latest) return;
        const [row] = await tx
          .insert(documents)
          .values({
            companyId: spec.companyId, categoryId: spec.categoryId, title: spec.title, description: spec.description, tags: spec.tags, deviceTypeIds: spec.typeIds,
            visibility: spec.department ? 'department' : 'company', departmentId: spec.department ?? null, currentVersion: files.length, fileId: latest.id, createdBy: spec.by,
            searchText: searchTextOf(spec.title, spec.tags, spec.description, latest.name, latest.textExcerpt),
          })
          .returning({ id: documents.id });
        if (!row) throw new Error('document insert returned no row');
        for (const [index, stored] of files.entries()) {
          await tx.insert(documentVersions).values({ companyId: spec.companyId, documentId: row.id, number: index + 1, fileId: stored.id, note: spec.versions[index]?.note ?? '', createdBy: spec.by });
          await own(stored.id, { kind: 'document', id: row.id }).then(() => undefined);
        }
      };
      const pdf = (lines: string[]) => ({ bytes: samplePdf(lines), type: 'application/pdf' });
      await document({
        companyId: main.id, categoryId: pumpManuals, title: '离心泵安装使用维护说明书', tags: ['离心泵', '维护'], description: '单级单吸离心泵的安装、运行与维护要求。', typeIds: pump ? [pump] : [], by: manager,
        versions: [
          { name: 'centrifugal-pump-manual-v1.pdf', ...pdf(['Centrifugal pump manual', 'Edition 1: installation and start-up']), note: '初版' },
          { name: 'centrifugal-pump-manual-v2.pdf', ...pdf(['Centrifugal pump manual', 'Edition 2: bearing lubrication every 2000 hours', 'Mechanical seal replacement']), note: '补充轴承润滑与机封更换' },
        ],
      });
      await document({
        companyId: main.id, categoryId: electrical, title: '油浸式变压器运行规程', tags: ['变压器', '运行'], description: '油温、油位与瓦斯保护的巡视要点。', typeIds: transformer ? [transformer] : [], by: technician,
        versions: [{ name: 'oil-transformer-operation.pdf', ...pdf(['Oil-immersed transformer operation', 'Top oil temperature alarm at 85 C']), note: '' }],
      });
      await document({
        companyId: main.id, categoryId: drawings, title: '一号泵站工艺流程图', tags: ['图纸', '泵站'], description: '一号泵站进出水管路与阀门布置。', typeIds: [], by: manager,
        versions: [{ name: 'station-1-flow.png', bytes: samplePng(320, 200, [33, 99, 186], [224, 238, 250]), type: 'image/png', note: '' }],
      });
      await document({
        companyId: main.id, categoryId: certificates, title: '电气班组内部接线资料', tags: ['接线'], description: '仅电气运维班可见。', typeIds: [], by: technician, department: team?.id,
        versions: [{ name: 'wiring-notes.pdf', ...pdf(['Internal wiring notes of the electrical team']), note: '' }],
      });
      if (second) {
        const otherManuals = await category(second.id, '水厂资料', 10);
        await document({
          companyId: second.id, categoryId: otherManuals, title: '猎德水厂加药系统说明', tags: ['加药'], description: '', typeIds: [], by: otherAdmin,
          versions: [{ name: 'dosing-system.pdf', ...pdf(['Dosing system of the Liede water plant']), note: '' }],
        });
      }

      const experience = (spec: Omit<typeof experiences.$inferInsert, 'companyId' | 'createdBy' | 'searchText'>) =>
        tx.insert(experiences).values({ ...spec, companyId: main.id, createdBy: technician, searchText: searchTextOf(spec.title, spec.faultCode, spec.tags, spec.symptom, spec.cause, spec.action, spec.parts) });
      await experience({ title: '离心泵振动超标', deviceTypeId: pump ?? null, faultCode: 'E-VIB-07', symptom: '运行时轴承部位振动超标，伴随异响', cause: '轴承磨损、联轴器不对中', action: '更换轴承，重新找正联轴器，复测振动值', parts: ['6308 深沟球轴承', '联轴器弹性块'], workOrders: ['WX20261012-003'], tags: ['振动', '轴承'] });
      await experience({ title: '变压器油温高报警', deviceTypeId: transformer ?? null, faultCode: 'T-OIL-85', symptom: '顶层油温超过 85℃ 报警', cause: '冷却风扇故障，散热器积灰', action: '更换风扇电机，清洗散热器', parts: ['冷却风扇电机'], workOrders: [], tags: ['油温', '散热'] });
      await experience({ title: '机械密封泄漏', deviceTypeId: pump ?? null, faultCode: 'E-SEAL-02', symptom: '泵轴封处持续滴漏', cause: '机械密封动静环磨损', action: '更换机械密封，检查轴套', parts: ['机械密封组件'], workOrders: ['WX20261105-011'], tags: ['密封'] });

      const learning = async (title: string, description: string, required: boolean, bytes: Buffer, name: string, readers: { user: number; completed: boolean }[]) => {
        const stored = await file(main.id, 'learning', name, bytes, 'application/pdf', manager);
        const [row] = await tx
          .insert(learningItems)
          .values({ companyId: main.id, title, description, kind: 'document', required, fileId: stored.id, createdBy: manager, searchText: searchTextOf(title, description, name, stored.textExcerpt) })
          .returning({ id: learningItems.id });
        if (!row) throw new Error('learning insert returned no row');
        await own(stored.id, { kind: 'learning', id: row.id });
        for (const reader of readers) {
          await tx.insert(learningRecords).values({ itemId: row.id, userId: reader.user, companyId: main.id, readAt: new Date(now - 3 * 86_400_000), completedAt: reader.completed ? new Date(now - 2 * 86_400_000) : null });
        }
      };
      await learning('安全生产教育培训（2026 年度）', '全员必学：安全生产责任制、两票三制、应急处置。', true, samplePdf(['Annual safety training 2026', 'Work permits and lock-out tag-out']), 'safety-training-2026.pdf', [{ user: technician, completed: true }]);
      await learning('离心泵检修技能培训', '拆装、找正与试运行。', false, samplePdf(['Pump overhaul skills']), 'pump-overhaul-training.pdf', [{ user: manager, completed: false }]);

      const procedure = async (deviceTypeId: number | undefined, title: string, kind: 'operating' | 'safety', versions: { effectiveOn: string; content: string; note: string }[]) => {
        if (!deviceTypeId) return;
        const latest = versions[versions.length - 1];
        const [row] = await tx
          .insert(procedures)
          .values({ companyId: main.id, deviceTypeId, title, kind, latestVersion: versions.length, createdBy: manager, searchText: searchTextOf(title, latest?.content) })
          .returning({ id: procedures.id });
        if (!row) throw new Error('procedure insert returned no row');
        for (const [index, version] of versions.entries()) {
          await tx.insert(procedureVersions).values({ companyId: main.id, procedureId: row.id, number: index + 1, effectiveOn: version.effectiveOn, content: version.content, note: version.note, createdBy: manager });
        }
      };
      await procedure(pump, '离心泵启动与停机操作规程', 'operating', [
        { effectiveOn: day(-400), content: '1. 确认进口阀全开、出口阀关闭\n2. 盘车无卡阻\n3. 启动电机，缓慢开启出口阀', note: '初版' },
        { effectiveOn: day(-30), content: '1. 确认进口阀全开、出口阀关闭\n2. 盘车无卡阻，检查机封冷却水\n3. 启动电机，缓慢开启出口阀\n4. 记录电流与振动', note: '增加机封冷却水与记录要求' },
        { effectiveOn: day(30), content: '1. 执行作业许可\n2. 确认进口阀全开、出口阀关闭\n3. 盘车无卡阻，检查机封冷却水\n4. 启动电机，缓慢开启出口阀\n5. 记录电流与振动', note: '下月起执行作业许可' },
      ]);
      await procedure(transformer, '变压器停送电安全规程', 'safety', [{ effectiveOn: day(-200), content: '停电：先断负荷侧，后断电源侧；验电、挂接地线。\n送电：顺序相反，拆除接地线后方可送电。', note: '' }]);

      await appendAudit(tx, { companyId: null, userId: admin || null, action: 'demo.seed_documents', entity: 'database', entityId: null, after: { files: written.length } });
    });
  } catch (error) {
    for (const key of written) await store.remove(key).catch(() => undefined);
    throw error;
  }
}
