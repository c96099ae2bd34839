import { chakra } from '@chakra-ui/react';
import { LANGUAGES, LANGUAGE_NAMES, useTranslation, type Language } from '@om/i18n';
import { MenuButton } from '../shell/MenuButton';

export interface LanguageMenuProps {
  current: Language;
  onSelect(language: Language): void;
  /** Light text for dark backgrounds (login picture, wallboard). */
  tone?: 'light' | 'dark';
}

/** The globe of icons/paths, drawn here so the sign-in page does not load every icon. */
function LanguageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18px" height="18px" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/**
 * The "Language" menu button; each language is listed by its own name. Hand-made (menu-button
 * pattern of WAI-ARIA) because the sign-in page cannot afford a popover engine in its first bundle.
 */
export function LanguageMenu({ current, onSelect, tone = 'dark' }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const items = LANGUAGES.map((language) => ({
    value: language,
    lang: language,
    label: <chakra.span fontWeight={language === current ? 'semibold' : 'normal'}>{LANGUAGE_NAMES[language]}</chakra.span>,
  }));
  return (
    <MenuButton
      label={t('language')}
      items={items}
      initialIndex={Math.max(0, LANGUAGES.indexOf(current))}
      onSelect={(value) => {
        const language = LANGUAGES.find((candidate) => candidate === value);
        if (language && language !== current) onSelect(language);
      }}
      color={tone === 'light' ? 'white' : undefined}
      _hover={tone === 'light' ? { bg: 'whiteAlpha.200' } : undefined}
    >
      <LanguageIcon />
      {LANGUAGE_NAMES[current]}
    </MenuButton>
  );
}
