import { useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRoleQuery, useRoleUsersQuery } from '@/generated/rights';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { RightsFrame } from './components/rights-frame';
import { UserList } from './components/user-list';
import { idParam, roleDetailsHref } from './gates';
import './texts';

/** /rights/role/{roleId}/users (route rightsRoleUsers, spec 3 §2.11): the role's members, each opening the user. */
export default function RightsRoleUsersPage() {
  const { t } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const id = idParam(useParams().roleId);
  const role = useRoleQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-first' }).data?.role;
  const { data, error, refetch } = useRoleUsersQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const users = data?.roleUsers;
  const notFound = id === null || errorCodes(error).codes.includes('NOT_FOUND');
  const roleName = role?.name ?? (notFound ? t('rights.role.notFound') : '…');
  const trail = [
    { label: t('rights.roles.title'), to: '/rights/roles' },
    { label: roleName, to: role ? roleDetailsHref(role, desktop) : undefined },
    { label: t('rights.roleUsers.title') },
  ];
  return (
    <RightsFrame trail={trail} title={`${t('rights.roleUsers.title')}: ${roleName}`}>
      {users?.length ? (
        <UserList users={users} desktop={desktop} testId="role-users" />
      ) : notFound ? null : (
        <ListState items={users} error={error} onRetry={() => void refetch()} framed emptyText={t('rights.roleUsers.empty')} />
      )}
    </RightsFrame>
  );
}
