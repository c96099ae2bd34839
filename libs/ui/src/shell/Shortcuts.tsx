import { chakra } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { ShellIcon, type ShellIconName } from './ShellIcon';

export interface ShortcutsProps {
  cockpit: string;
  comparison: string;
  leaderBoard: string;
}

/** Cockpit, comparison and leader board: the wallboard's screens, each opened in a new tab. */
export function Shortcuts({ cockpit, comparison, leaderBoard }: ShortcutsProps) {
  const { t } = useTranslation('shell');
  const links: { href: string; label: string; icon: ShellIconName }[] = [
    { href: cockpit, label: t('shortcuts.cockpit'), icon: 'cockpit' },
    { href: comparison, label: t('shortcuts.comparison'), icon: 'compare' },
    { href: leaderBoard, label: t('shortcuts.leaderBoard'), icon: 'trophy' },
  ];
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
