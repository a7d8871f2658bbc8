import type { ApolloCache } from '@apollo/client';
import { Alert, Box, Button, Card, DataList, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import {
  type RightsUserDetailsFieldsFragment,
  RightsUserDocument,
  type RightsUserQuery,
  type RoleSummaryFieldsFragment,
  useAssignRoleMutation,
  useRightsUserQuery,
  useUnassignRoleMutation,
} from '@/generated/rights';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { AddRoleDialog } from './components/add-role-dialog';
import { RightsFrame } from './components/rights-frame';
import { userName } from './components/user-list';
import { canChangeRolesOf, canViewUsers, idParam, isSelf, roleDetailsHref } from './gates';
import { reportRightsError, RIGHTS_CHANGE_CONTEXT } from './rights-errors';
import './texts';

/**
 * /rights/user/{employeeId} (route rightsUserDetails; the parameter is the account id,
 * docs/decisions/rights-and-search.md#RS-1): name, login, personnel number and the roles as chips. With
 * Authorization_EditUsers, and never on the own account, chips are removable after a confirmation and roles
 * can be added.
 */
export default function RightsUserPage() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities ?? [];
  const id = idParam(useParams().employeeId);
  const { data, error, refetch } = useRightsUserQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const details = data?.rightsUser;
  const [adding, setAdding] = useState(false);

  // The answer of a change is the new state of the user: it replaces the query's.
  const store = (cache: ApolloCache<unknown>, next: RightsUserDetailsFieldsFragment | undefined) => {
    if (next && id !== null) cache.writeQuery<RightsUserQuery>({ query: RightsUserDocument, variables: { id }, data: { __typename: 'Query', rightsUser: next } as RightsUserQuery });
  };
  const [assign] = useAssignRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, update: (cache, r) => store(cache, r.data?.assignRole) });
  const [unassign] = useUnassignRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, update: (cache, r) => store(cache, r.data?.unassignRole) });

  const trail = [{ label: t('rights.users.title'), to: canViewUsers(abilities) ? '/rights/users' : undefined }, { label: details ? userName(details.user) : '…' }];
  const notFound = id === null || errorCodes(error).codes.includes('NOT_FOUND');
  if (!details) {
    return (
      <RightsFrame trail={trail} title={notFound ? t('rights.user.notFound') : ''}>
        {notFound ? null : <ListState items={null} error={error} onRetry={() => void refetch()} framed />}
      </RightsFrame>
    );
  }

  const { user, availableRoles } = details;
  const me = { username: auth?.username ?? null, employeeId: auth?.employeeId ?? null };
  const self = isSelf(user, me);
  const mayEdit = canChangeRolesOf(abilities, user, me);
  // The account holds rights the actor lacks: its roles stay as they are (the server refuses, 403).
  const outranks = mayEdit && !user.manageable;
  const editable = mayEdit && user.manageable;

  const add = async (role: RoleSummaryFieldsFragment) => {
    try {
      await assign({ variables: { userId: user.id, roleId: role.id } });
      notify.snackbar(t('rights.user.added'));
      return true;
    } catch (err) {
      reportRightsError(err, t);
      return false;
    }
  };

  const remove = async (role: RoleSummaryFieldsFragment) => {
    const ok = await confirmDialog({
      title: t('rights.user.removeTitle'),
      message: t('rights.user.removeMessage', { role: role.name, user: userName(user) }),
      confirmLabel: t('rights.user.removeOk'),
    });
    if (!ok) return;
    try {
      await unassign({ variables: { userId: user.id, roleId: role.id } });
      notify.snackbar(t('rights.user.removed'));
    } catch (err) {
      reportRightsError(err, t);
    }
  };

  return (
    <RightsFrame
      trail={trail}
      title={userName(user)}
      actions={
        mayEdit && (
          <Button
            colorPalette="brand"
            disabled={outranks}
            title={outranks ? t('rights.user.moreRights') : undefined}
            onClick={() => setAdding(true)}
            data-testid="add-role"
          >
            <LuPlus />
            {t('rights.user.addRole')}
          </Button>
        )
      }
    >
      <Stack gap="4" maxW="3xl">
        <Card.Root variant="outline">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="md">
              <DataList.Item>
                <DataList.ItemLabel>{t('rights.user.username')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="rights-user-username">{user.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('rights.user.employeeId')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="rights-user-employee-id">{user.employeeId ?? t('rights.users.noEmployee')}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title>{t('rights.user.roles')}</Card.Title>
          </Card.Header>
          <Card.Body gap="3">
            {self && (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('rights.user.self')}</Alert.Title>
              </Alert.Root>
            )}
            {outranks && (
              <Alert.Root status="info" size="sm" data-testid="rights-user-outranks">
                <Alert.Indicator />
                <Alert.Title>{t('rights.user.moreRights')}</Alert.Title>
              </Alert.Root>
            )}
            {user.roles.length ? (
              <Wrap gap="2" data-testid="role-chips">
                {user.roles.map((r) => (
                  <Tag.Root key={r.id} size="lg" variant="surface" colorPalette={r.grantsAll ? 'brand' : 'gray'} data-testid="role-chip">
                    <Tag.Label>
                      <Link to={roleDetailsHref(r, false)}>{r.name}</Link>
                    </Tag.Label>
                    {editable && (
                      <Tag.EndElement>
                        <Tag.CloseTrigger aria-label={t('rights.user.removeRole', { name: r.name })} onClick={() => void remove(r)} />
                      </Tag.EndElement>
                    )}
                  </Tag.Root>
                ))}
              </Wrap>
            ) : (
              <Text color="fg.muted">{t('rights.user.noRoles')}</Text>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
      <Box>{editable && <AddRoleDialog open={adding} onClose={() => setAdding(false)} available={availableRoles} onAdd={add} />}</Box>
    </RightsFrame>
  );
}
