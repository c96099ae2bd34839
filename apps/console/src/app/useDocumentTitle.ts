import { useEffect } from 'react';
import { useTranslation } from '@om/i18n';
import { usePlatformName } from '../shared/host/HostContext';

/** "<translated route title> - <platform name>", or the platform name alone (docs/product.md "Routes"). */
export function useDocumentTitle(title: string | undefined): void {
  const { t, i18n } = useTranslation('route');
  const platform = usePlatformName();
  useEffect(() => {
    document.title = title ? `${t(title)} - ${platform}` : platform;
  }, [t, title, platform, i18n.language]);
}
