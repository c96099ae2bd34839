import { Stack, Text } from '@chakra-ui/react';
import { useListPermissionsQuery } from '@om/api';
import { ADMIN_ROLE } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { GroupedCheckboxes, PageLoading } from '@om/ui';
import type { CustomFieldProps } from '../../../shared/resource';

const asList = (value: CustomFieldProps['value']): readonly string[] => (Array.isArray(value) ? value : []);

/**
 * Every permission name of the vocabulary (GET /api/permissions), grouped by route group and
 * translated, with a tri-state select-all per group. The platform administrator's role holds
 * `admin` (everything) and is shown read-only.
 */
export function PermissionEditor({ value, onChange, error, label, readOnly }: CustomFieldProps) {
  const { t } = useTranslation('system');
  const { data: groups, isLoading } = useListPermissionsQuery();
  const chosen = asList(value);
  const platform = chosen.includes(ADMIN_ROLE);
  if (isLoading || !groups) return <PageLoading label={t('common:loading')} />;
  const specs = groups.map((group) => ({
    key: group.group,
    label: t(`permissionGroups.${group.group}`, { defaultValue: group.group }),
    items: group.permissions.map((name) => ({ value: name, label: t(`permissions.${name}`, { defaultValue: name }) })),
  }));
  return (
    <Stack gap="2">
      {platform && <Text color="fg.muted">{t('resources.roles.platformAdmin')}</Text>}
      <GroupedCheckboxes
        legend={label}
        groups={specs}
        value={platform ? groups.flatMap((group) => group.permissions) : chosen}
        onChange={onChange}
        readOnly={readOnly || platform}
        error={error}
      />
    </Stack>
  );
}
