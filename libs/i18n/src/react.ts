// Components take `t`, `Trans` and the provider from here, never from react-i18next directly.
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { TFunction, i18n as I18n } from 'i18next';
