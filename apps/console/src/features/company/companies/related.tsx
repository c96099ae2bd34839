import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { isApiFailure, useListCompanyRecordsQuery, useListUsersQuery, type CompanyRecord, type UserRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { DataTable } from '@om/ui';
import { RoleName, StatusTag } from '../../../shared/resource';
import { companiesMeta } from '../meta';

/** The companies directly below a company. */
export function Subsidiaries({ parentId }: { parentId: number }) {
  const { t } = useTranslation(['company', 'resource']);
  const { data, isFetching, error, refetch } = useListCompanyRecordsQuery({ parent_id: parentId, limit: 100, sort: '+name' });
  const field = (name: string) => t(`resources.companies.fields.${name}`);
  return (
    <DataTable<CompanyRecord>
      caption={t('resources.companies.subsidiaries')}
      columns={[
        {
          key: 'name',
          header: field('name'),
          cell: (company) => (
            <ChakraLink asChild color="brand.fg">
              <Link to={companiesMeta.routes.details?.replace(':id', String(company.id)) ?? '#'}>{company.name}</Link>
            </ChakraLink>
          ),
        },
        { key: 'abbreviation', header: field('abbreviation'), cell: (company) => company.abbreviation },
        { key: 'contact', header: field('contact'), cell: (company) => company.contact },
        { key: 'status', header: field('status'), cell: (company) => <StatusTag status={company.status} /> },
      ]}
      rows={data?.items ?? []}
      rowId={(company) => company.id}
      rowLabel={(company) => company.name}
      loading={isFetching}
      error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
      onRetry={() => void refetch()}
      emptyText={t('resources.companies.noSubsidiaries')}
    />
  );
}

/** The users of a company (for holders of userList). */
export function CompanyUsers({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company', 'system', 'resource']);
  const { data, isFetching, error, refetch } = useListUsersQuery({ company_id: companyId, limit: 100, sort: '+username' });
  const field = (name: string) => t(`system:resources.users.fields.${name}`);
  return (
    <DataTable<UserRecord>
      caption={t('resources.companies.users')}
      columns={[
        {
          key: 'username',
          header: field('username'),
          cell: (user) => (
            <ChakraLink asChild color="brand.fg">
              <Link to={`/system/details/${user.id}`}>{user.username}</Link>
            </ChakraLink>
          ),
        },
        { key: 'name', header: field('name'), cell: (user) => user.name },
        { key: 'role_id', header: field('role_id'), cell: (user) => <RoleName id={user.role_id} /> },
        { key: 'status', header: field('status'), cell: (user) => <StatusTag status={user.status} /> },
      ]}
      rows={data?.items ?? []}
      rowId={(user) => user.id}
      rowLabel={(user) => user.username}
      loading={isFetching}
      error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
      onRetry={() => void refetch()}
      emptyText={t('resources.companies.noUsers')}
    />
  );
}
