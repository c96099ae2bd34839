import type { SheetDeclaration } from './declaration';

/** What the import template of one resource needs: the import operation (its access) and the columns. */
export interface TemplateSource {
  entity: string;
  importOperationId: string;
  declaration: SheetDeclaration<never>;
}

// Per app (tests build several): the resources that import, by entity.
const registries = new WeakMap<object, Map<string, TemplateSource>>();

export function registerTemplate(app: object, source: TemplateSource): void {
  let registry = registries.get(app);
  if (!registry) {
    registry = new Map();
    registries.set(app, registry);
  }
  registry.set(source.entity, source);
}

export function templateOf(app: object, entity: string): TemplateSource | undefined {
  return registries.get(app)?.get(entity);
}
