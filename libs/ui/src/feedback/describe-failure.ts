import type { TFunction } from '@om/i18n';

/** The parts of a failed request the toast needs (the request layer's ErrorNotice fits). */
export interface FailureNotice {
  reason: 'code' | 'http' | 'network' | 'timeout' | 'aborted';
  message: string;
  status?: number;
}

/** The request layer's stand-in for a code without message (docs/product.md "Errors": 'Error'). */
const UNTITLED = 'Error';

/** The toast text of a failed request: the server's own message, else a translated description. */
export function describeFailure(t: TFunction, notice: FailureNotice): string {
  switch (notice.reason) {
    case 'http':
      return t('errors:http', { status: notice.status ?? 0 });
    case 'network':
      return t('errors:network', { detail: notice.message });
    case 'timeout':
      return t('errors:timeout');
    default:
      return notice.message === UNTITLED ? t('errors:generic') : notice.message;
  }
}
