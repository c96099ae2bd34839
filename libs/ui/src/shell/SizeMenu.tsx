import { useTranslation } from '@om/i18n';
import { SIZES, type Size } from './sizes';
import { MenuButton } from './MenuButton';
import { ShellIcon } from './ShellIcon';

export interface SizeMenuProps {
  current: Size;
  onSelect(size: Size): void;
}

/** The size switch: large, medium (default), small, mini; kept in the `size` cookie. */
export function SizeMenu({ current, onSelect }: SizeMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <MenuButton
      label={t('size.button')}
      items={SIZES.map((size) => ({ value: size, label: t(`size.${size}`), checked: size === current }))}
      onSelect={(value) => {
        const size = SIZES.find((candidate) => candidate === value);
        if (size) onSelect(size);
      }}
      paddingInline="2"
    >
      <ShellIcon name="size" size="18px" />
    </MenuButton>
  );
}
