import { Tag } from '@om/ui';
import { useTranslation } from '@om/i18n';
import { useCompanyLookup, useDepartmentLookup, useRoleLookup, useUserLookup } from './lookups';

/** Names of related rows in cells and detail values (`#id` when the user may not read that list). */
export function CompanyName({ id }: { id: number | null | undefined }) {
  return <>{useCompanyLookup().name(id)}</>;
}

export function RoleName({ id }: { id: number | null | undefined }) {
  return <>{useRoleLookup().name(id)}</>;
}

export function DepartmentName({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('resource');
  const name = useDepartmentLookup().name(id);
  return id ? name : t('none');
}

export function UserName({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('resource');
  const name = useUserLookup().name(id);
  return id ? name : t('none');
}

/** Active or disabled, as a tag. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('resource');
  return <Tag tone={status === 'active' ? 'brand' : 'neutral'}>{t(`status.${status}`)}</Tag>;
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('resource');
  return <>{t(value ? 'yes' : 'no')}</>;
}
