import { Stack, Text } from '@chakra-ui/react';
import { useListPermissionsQuery } from '@om/api';
import { ACTIONS, ADMIN_ROLE } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { PageLoading, PermissionMatrix } from '@om/ui';
import type { CustomFieldProps } from '../../../shared/resource';

const asList = (value: CustomFieldProps['value']): readonly string[] => (Array.isArray(value) ? value : []);

/**
 * The role's grants as a matrix: the pages of the vocabulary (GET /api/permissions) grouped by module,
 * × the actions each page has, translated, with select-all per page, per action and per group. The
 * platform administrator's role holds `admin` (everything) and is shown read-only.
 */
export function PermissionEditor({ value, onChange, error, label, readOnly }: CustomFieldProps) {
  const { t } = useTranslation('system');
  const { data: groups, isLoading } = useListPermissionsQuery();
  const chosen = asList(value);
  const platform = chosen.includes(ADMIN_ROLE);
  if (isLoading || !groups) return <PageLoading label={t('common:loading')} />;
  const matrix = groups.map((group) => ({
    key: group.group,
    label: t(`permissionGroups.${group.group}`, { defaultValue: group.group }),
    rows: group.pages.map((page) => ({ key: page.name, label: t(`permissions.${page.name}`, { defaultValue: page.name }), actions: page.actions })),
  }));
  const everything = groups.flatMap((group) => group.pages.flatMap((page) => page.actions.map((action) => `${page.name}:${action}`)));
  return (
    <Stack gap="2">
      {platform && <Text color="fg.muted">{t('resources.roles.platformAdmin')}</Text>}
      <PermissionMatrix
        legend={label}
        groups={matrix}
        actions={ACTIONS.map((action) => ({ key: action, label: t(`permissionActions.${action}`) }))}
        value={platform ? everything : chosen}
        onChange={onChange}
        readOnly={readOnly || platform}
        error={error}
      />
    </Stack>
  );
}
