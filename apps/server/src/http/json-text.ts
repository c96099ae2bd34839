import type { FastifyInstance } from 'fastify';
import type { OkEnvelope } from './envelope';

/**
 * An answer already written as JSON text, typed by the body it spells: a hot list whose rows the
 * database writes as JSON sends that text on, instead of parsing it into objects that the route's
 * serializer would turn back into the same text. Whoever builds one owns its shape (the device list's
 * spec compares it with the object path's answer).
 */
export class JsonText<Body> {
  /** Never set: ties the text to the body type it spells, so another operation's text does not type-check. */
  declare readonly body?: Body;

  constructor(readonly text: string) {}
}

/** A handler's JsonText leaves as its text; every other answer goes through the route's serializer. */
export function registerJsonTextAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (payload instanceof JsonText) reply.serializer(() => payload.text);
    return payload;
  });
}

/** A list page whose items are JSON text already: the rest of the page and the envelope are written around them. */
export type WrittenPage<Page extends { items: unknown[] }> = Omit<Page, 'items'> & { items: JsonText<Page['items']> };

/** ok(page) as text, the items' text set in as it is. */
export function okWritten<Page extends { items: unknown[] }>({ items, ...rest }: WrittenPage<Page>): JsonText<OkEnvelope<Page>> {
  const others = JSON.stringify(rest);
  return new JsonText(`{"code":20000,"message":"","data":{"items":${items.text}${others === '{}' ? '}' : `,${others.slice(1)}`}}`);
}
