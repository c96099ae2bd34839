import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isRecord } from '@om/core';
import { type AccessRule, listOperations } from '../contract/specification';

/** The JSON type a CSV cell of a property is converted to before validation. */
export type CellType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

const CONTRACT_ID = 'om-contract';

/**
 * The contract's component schemas, compiled with ajv on demand: the single source of truth for
 * request bodies is reused wherever the server validates input outside a request (CSV import rows),
 * and a compiled validator doubles as the type guard that turns a validated body into its type.
 */
export class ContractSchemas {
  private readonly ajv: Ajv;
  private everyError: Ajv | undefined;
  private readonly components: Record<string, unknown>;

  private readonly access: Map<string, AccessRule | undefined>;

  constructor(specification: Record<string, unknown>) {
    this.access = new Map(listOperations(specification).map((operation) => [operation.operationId, operation.access]));
    const components = specification['components'];
    const schemas = isRecord(components) && isRecord(components['schemas']) ? components['schemas'] : {};
    this.components = schemas;
    // Like Fastify's request validation, but reporting unknown properties instead of dropping them.
    this.ajv = new Ajv({ strict: false, useDefaults: true, coerceTypes: false, allErrors: false, removeAdditional: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: CONTRACT_ID, components: { schemas } });
  }

  /** The access declaration of an operation (x-public / x-permissions / x-admin-only). */
  accessOf(operationId: string): AccessRule | undefined {
    return this.access.get(operationId);
  }

  has(name: string): boolean {
    return name in this.components;
  }

  /** A validator (and type guard) for `#/components/schemas/<name>`; T is the generated type of that schema. */
  validator<T>(name: string): ValidateFunction<T> {
    if (!this.has(name)) throw new Error(`The contract has no schema ${name}`);
    // ajv caches the compiled component; the wrapper around the $ref is cheap.
    return this.ajv.compile<T>({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` });
  }

  /** Like `validator`, but reporting every error (an import reports every problem of a row). */
  validatorOfEveryError<T>(name: string): ValidateFunction<T> {
    if (!this.has(name)) throw new Error(`The contract has no schema ${name}`);
    if (!this.everyError) {
      this.everyError = new Ajv({ strict: false, useDefaults: true, coerceTypes: false, allErrors: true, removeAdditional: false });
      addFormats(this.everyError);
      this.everyError.addSchema({ $id: CONTRACT_ID, components: { schemas: this.components } });
    }
    return this.everyError.compile<T>({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` });
  }

  private resolve(schema: unknown): Record<string, unknown> {
    let current = schema;
    for (let depth = 0; depth < 10 && isRecord(current) && typeof current['$ref'] === 'string'; depth += 1) {
      const name = current['$ref'].split('/').pop() ?? '';
      current = this.components[name];
    }
    return isRecord(current) ? current : {};
  }

  /** Property name → cell type, for the object schema `name` (following $ref and allOf). */
  propertyTypes(name: string): Map<string, CellType> {
    const result = new Map<string, CellType>();
    const visit = (schema: Record<string, unknown>) => {
      const allOf = schema['allOf'];
      if (Array.isArray(allOf)) for (const part of allOf) visit(this.resolve(part));
      const properties = schema['properties'];
      if (!isRecord(properties)) return;
      for (const [key, value] of Object.entries(properties)) result.set(key, this.cellType(this.resolve(value)));
    };
    visit(this.resolve({ $ref: `#/components/schemas/${name}` }));
    return result;
  }

  private cellType(schema: Record<string, unknown>): CellType {
    const declared = schema['type'];
    const types = Array.isArray(declared) ? declared.filter((type) => type !== 'null') : [declared];
    const type = types[0];
    if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object') return type;
    if (type === undefined && Array.isArray(schema['enum']) && schema['enum'].every((item) => typeof item === 'number')) return 'integer';
    return 'string';
  }
}

export type SchemaError = ErrorObject;
