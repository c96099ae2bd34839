import { Box, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { THEME_COLOURS, type SettingChange, type UiSettings } from './ui-settings';
import { SidePanel } from '../shell/SidePanel';

export interface SettingsDrawerProps {
  settings: UiSettings;
  /** Pinyin menu search is offered only when the interface is in Chinese. */
  chinese: boolean;
  onChange(change: SettingChange): void;
  onClose(): void;
}

function Switch({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange(checked: boolean): void; hint?: ReactNode }) {
  const id = useId();
  return (
    <Flex align="center" justify="space-between" gap="4" paddingBlock="2">
      <Box>
        <chakra.label htmlFor={id} fontSize="sm">
          {label}
        </chakra.label>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Box>
      <chakra.input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        appearance="none"
        position="relative"
        flexShrink={0}
        width="36px"
        height="20px"
        borderRadius="full"
        bg={checked ? 'brand.solid' : 'bg.emphasized'}
        cursor="pointer"
        transition="background 0.2s"
        _before={{
          content: '""',
          position: 'absolute',
          top: '2px',
          insetInlineStart: checked ? '18px' : '2px',
          width: '16px',
          height: '16px',
          borderRadius: 'full',
          bg: 'white',
          boxShadow: 'sm',
          transition: 'inset-inline-start 0.2s',
        }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
    </Flex>
  );
}

/**
 * The settings drawer: theme colour (applied at once), tabs bar, fixed header, sidebar logo, pinyin
 * menu search (Chinese only) and dark mode. Every change is saved by the shell state.
 */
export function SettingsDrawer({ settings, chinese, onChange, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation('shell');
  const themeLabelId = useId();
  return (
    <SidePanel title={t('settings.title')} closeLabel={t('settings.close')} onClose={onClose}>
      <Stack gap="5">
        <Box as="fieldset" border="0" padding="0" margin="0">
          <Heading as="legend" size="sm" marginBottom="3" id={themeLabelId}>
            {t('settings.theme')}
          </Heading>
          <Flex wrap="wrap" gap="2" role="radiogroup" aria-labelledby={themeLabelId}>
            {THEME_COLOURS.map((colour) => (
              <chakra.input
                key={colour}
                type="radio"
                name="theme-colour"
                value={colour}
                aria-label={colour}
                title={colour}
                checked={settings.theme === colour}
                onChange={() => onChange({ key: 'theme', value: colour })}
                appearance="none"
                width="28px"
                height="28px"
                borderRadius="md"
                cursor="pointer"
                style={{ background: colour }}
                borderWidth="2px"
                borderColor={settings.theme === colour ? 'fg' : 'transparent'}
                boxShadow={settings.theme === colour ? 'inset 0 0 0 2px white' : undefined}
                _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
              />
            ))}
          </Flex>
        </Box>
        <Box>
          <Heading as="h3" size="sm" marginBottom="1">
            {t('settings.layout')}
          </Heading>
          <Switch label={t('settings.tagsView')} checked={settings.tagsView} onChange={(value) => onChange({ key: 'tagsView', value })} />
          <Switch label={t('settings.fixedHeader')} checked={settings.fixedHeader} onChange={(value) => onChange({ key: 'fixedHeader', value })} />
          <Switch label={t('settings.sidebarLogo')} checked={settings.sidebarLogo} onChange={(value) => onChange({ key: 'sidebarLogo', value })} />
          {chinese && (
            <Switch
              label={t('settings.pinyinSearch')}
              checked={settings.supportPinyinSearch}
              onChange={(value) => onChange({ key: 'supportPinyinSearch', value })}
            />
          )}
          <Switch
            label={t('settings.darkMode')}
            checked={settings.colorMode === 'dark'}
            onChange={(dark) => onChange({ key: 'colorMode', value: dark ? 'dark' : 'light' })}
          />
        </Box>
        <Text fontSize="xs" color="fg.muted">
          {t('settings.saved')}
        </Text>
      </Stack>
    </SidePanel>
  );
}
