import { chakra } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { ShellIcon, type ShellIconName } from './ShellIcon';

export interface ShortcutsProps {
  /** The wallboard's address. */
  wallboard: string;
}

/**
 * The wallboard, opened in a new tab. It has one screen so far: one shortcut, not one per planned
 * screen that would all open the same board.
 */
export function Shortcuts({ wallboard }: ShortcutsProps) {
  const { t } = useTranslation('shell');
  const links: { href: string; label: string; icon: ShellIconName }[] = [{ href: wallboard, label: t('shortcuts.wallboard'), icon: 'cockpit' }];
  return (
    <>
      {links.map((link) => (
        <chakra.a
          key={link.icon}
          href={link.href}
          target="_blank"
          rel="noopener"
          aria-label={t('shortcuts.newTab', { name: link.label })}
          title={link.label}
          display={{ base: 'none', lg: 'inline-flex' }}
          alignItems="center"
          justifyContent="center"
          width="8"
          height="8"
          borderRadius="md"
          color="fg"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
        >
          <ShellIcon name={link.icon} size="18px" />
        </chakra.a>
      ))}
    </>
  );
}
