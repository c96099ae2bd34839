import type { ServiceHandlers } from '../../contract/handler-types';
import { ApiError, ok } from '../../http/envelope';
import { allows } from '../../http/access-control';
import { signedIn } from '../../http/request-context';
import { detectLanguage } from '../../i18n/language';
import { visibleCompanies } from '../../org/company-scope';
import type { Services } from '../../services';
import { runningImport } from './import-runs';
import { formatOf, SHEET_TYPES, templateStream } from './sheet-export';
import { templateOf } from './template-registry';

/** The import progress of the caller's company and the import templates of every list that imports. */
export function sheetHandlers(services: Services): Pick<ServiceHandlers, 'getRunningImport' | 'getImportTemplate'> {
  return {
    getRunningImport: async (request) => ok({ running: await runningImport(services.db, signedIn(request)) }),
    getImportTemplate: async (request, reply) => {
      const auth = signedIn(request);
      const source = templateOf(services, request.params.entity);
      if (!source) throw ApiError.notFound();
      // The template of a list whose import the caller may not run is not theirs to read.
      if (!allows(services.contract.accessOf(source.importOperationId), auth)) throw ApiError.forbidden();
      const format = formatOf(request.query);
      const language = detectLanguage(request.headers);
      const scope = { db: services.db, visibility: await visibleCompanies(services.db, auth, true) };
      const stream = await templateStream({ format, language, declaration: source.declaration, scope, sheetName: source.entity });
      stream.on('error', (error) => request.log.error({ err: error }, 'template failed'));
      return reply
        .type(SHEET_TYPES[format])
        .header('content-disposition', `attachment; filename="${source.entity}-template.${format}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  };
}
