import { Alert, Button, Card, Collapsible, HStack, Link as ChakraLink, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFilter, LuPencil, LuTrash2, LuUsers } from 'react-icons/lu';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuthorityCatalogueQuery, useDeleteRoleMutation, useGrantAuthorityMutation, useRevokeAuthorityMutation, useRoleQuery } from '@/generated/rights';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { type Authority, AuthorityGroups, useGroupLabel } from './components/authority-groups';
import { RightsFrame } from './components/rights-frame';
import { RoleDialog } from './components/role-dialog';
import { canEditRoles, canToggleAuthority, givesSuperadmin, groupAuthorities, idParam, roleDetailsQuery } from './gates';
import { reportRightsError, RIGHTS_CHANGE_CONTEXT } from './rights-errors';
import './texts';

/**
 * /rights/role/{roleId}?web&name (route rightsRoleDetails, spec 3 §2.1, §2.11): the role's name and
 * description (edit, delete), its authorities grouped by prefix, each a checkbox that asks before it
 * grants or revokes. `name` heads the page while the role loads; `web` shows the group filter open.
 */
export default function RightsRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auth } = useAuth();
  const held = auth?.authorities ?? [];
  const id = idParam(useParams().roleId);
  const [params] = useSearchParams();
  const query = roleDetailsQuery(params);
  const [filterOpen, setFilterOpen] = useState(query.web);
  const [onlyGroup, setOnlyGroup] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const groupLabel = useGroupLabel();

  const roleQuery = useRoleQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const catalogueQuery = useAuthorityCatalogueQuery({ fetchPolicy: 'cache-first' });
  const [grant] = useGrantAuthorityMutation({ context: RIGHTS_CHANGE_CONTEXT });
  const [revoke] = useRevokeAuthorityMutation({ context: RIGHTS_CHANGE_CONTEXT });
  const [deleteRole, deleting] = useDeleteRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, refetchQueries: ['Roles'] });

  const role = roleQuery.data?.role;
  const catalogue = catalogueQuery.data?.authorityCatalogue;
  const groups = useMemo(() => (catalogue ? groupAuthorities(catalogue) : undefined), [catalogue]);
  const granted = useMemo(() => new Set(role ? (role.grantsAll ? (catalogue ?? []).map((a) => a.name) : role.authorities) : []), [role, catalogue]);
  const editRoles = canEditRoles(auth?.abilities ?? []);
  const notFound = id === null || errorCodes(roleQuery.error).codes.includes('NOT_FOUND');
  const title = role?.name ?? query.name ?? (notFound ? t('rights.role.notFound') : '…');
  const trail = [{ label: t('rights.roles.title'), to: '/rights/roles' }, { label: title }];

  if (!role) {
    return (
      <RightsFrame trail={trail} title={title}>
        {!notFound && <ListState items={null} error={roleQuery.error} onRetry={() => void roleQuery.refetch()} framed />}
      </RightsFrame>
    );
  }

  // What the server refuses (403) is not offered: a role with rights the actor lacks keeps its name, and
  // only held authorities change (a role giving Superadmin only by a Superadmin).
  const superadminOnly = !role.manageable && givesSuperadmin(role);
  const lockedRole = editRoles && !role.manageable ? t(superadminOnly ? 'rights.role.superadminOnly' : 'rights.role.moreRights') : null;
  const mayToggle = (name: string) => canToggleAuthority(held, role, name);
  const someLocked = editRoles && !role.grantsAll && (catalogue ?? []).some((a) => !mayToggle(a.name));

  const toggle = async (a: Authority, on: boolean) => {
    const ok = await confirmDialog({
      title: t(on ? 'rights.role.grantTitle' : 'rights.role.revokeTitle'),
      message: t(on ? 'rights.role.grantMessage' : 'rights.role.revokeMessage', { role: role.name, authority: a.title }),
      confirmLabel: t(on ? 'rights.role.grantOk' : 'rights.role.revokeOk'),
      tone: on ? 'primary' : 'danger',
    });
    if (!ok) {
      setRevision((r) => r + 1);
      return;
    }
    setPending(a.name);
    try {
      const variables = { roleId: role.id, authority: a.name };
      await (on ? grant({ variables }) : revoke({ variables }));
      notify.success(t('rights.role.assignSuccess'));
    } catch (err) {
      reportRightsError(err, t);
    } finally {
      setPending(null);
      setRevision((r) => r + 1);
    }
  };

  const remove = async () => {
    const ok = await confirmDialog({ title: t('rights.role.deleteTitle'), message: t('rights.role.deleteMessage', { role: role.name }) });
    if (!ok) return;
    try {
      await deleteRole({ variables: { id: role.id } });
      notify.success(t('rights.role.deleted'));
      void navigate('/rights/roles', { replace: true });
    } catch (err) {
      reportRightsError(err, t);
    }
  };

  const shown = groups?.filter((g) => onlyGroup === null || g.group === onlyGroup);

  return (
    <RightsFrame
      trail={trail}
      title={title}
      actions={
        <>
          <Button variant="outline" bg="bg" asChild>
            <Link to={`/rights/role/${role.id}/users`} data-testid="role-members-link">
              <LuUsers />
              {t('rights.role.members')}
            </Link>
          </Button>
          {editRoles && (
            <>
              <Button variant="outline" bg="bg" disabled={!role.manageable} title={lockedRole ?? undefined} onClick={() => setEditing(true)} data-testid="role-edit">
                <LuPencil />
                {t('rights.role.edit')}
              </Button>
              <Button
                variant="outline"
                bg="bg"
                colorPalette="red"
                loading={deleting.loading}
                disabled={role.memberCount > 0 || !role.manageable}
                title={lockedRole ?? (role.memberCount > 0 ? t('rights.role.hasMembers') : undefined)}
                onClick={() => void remove()}
                data-testid="role-delete"
              >
                <LuTrash2 />
                {t('rights.role.delete')}
              </Button>
            </>
          )}
        </>
      }
    >
      <Stack gap="4" minW="0">
        <Card.Root variant="outline" size="sm">
          <Card.Body gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('rights.role.description')}
            </Text>
            <Text data-testid="role-description-text" color={role.description ? undefined : 'fg.muted'}>
              {role.description || t('rights.role.noDescription')}
            </Text>
            <Text fontSize="sm" color="fg.muted" pt="1">
              <ChakraLink asChild>
                <Link to={`/rights/role/${role.id}/users`}>{t('rights.roles.members', { count: role.memberCount })}</Link>
              </ChakraLink>
            </Text>
          </Card.Body>
        </Card.Root>
        {role.grantsAll && (
          <Alert.Root status="info" data-testid="role-grants-all">
            <Alert.Indicator />
            <Alert.Title>{t('rights.role.grantsAll')}</Alert.Title>
          </Alert.Root>
        )}
        {(lockedRole || someLocked) && (
          <Alert.Root status="info" data-testid="role-locked">
            <Alert.Indicator />
            <Alert.Title>{lockedRole ?? t('rights.role.notHeld')}</Alert.Title>
            {lockedRole && !superadminOnly && someLocked && <Alert.Description>{t('rights.role.notHeld')}</Alert.Description>}
          </Alert.Root>
        )}

        <Collapsible.Root open={filterOpen} onOpenChange={(e) => setFilterOpen(e.open)}>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text as="h2" fontWeight="semibold" fontSize="lg">
              {t('rights.role.authorities')}
            </Text>
            <Collapsible.Trigger asChild>
              <Button size="sm" variant={filterOpen ? 'subtle' : 'outline'} bg={filterOpen ? undefined : 'bg'} data-testid="group-filter-toggle">
                <LuFilter />
                {t('rights.role.filter')}
              </Button>
            </Collapsible.Trigger>
          </HStack>
          <Collapsible.Content>
            <Wrap gap="2" pt="3" data-testid="group-filter">
              {[null, ...(groups ?? []).map((g) => g.group)].map((g) => (
                <Button key={g ?? 'all'} size="xs" rounded="full" variant={onlyGroup === g ? 'solid' : 'outline'} colorPalette={onlyGroup === g ? 'brand' : 'gray'} onClick={() => setOnlyGroup(g)}>
                  {g === null ? t('rights.role.filterAll') : groupLabel(g)}
                </Button>
              ))}
            </Wrap>
          </Collapsible.Content>
        </Collapsible.Root>

        {shown?.length ? (
          <AuthorityGroups
            groups={shown}
            granted={granted}
            editable={editRoles && !role.grantsAll}
            canToggle={mayToggle}
            lockedHint={superadminOnly ? t('rights.role.superadminOnly') : t('rights.role.notHeld')}
            pending={pending}
            revision={revision}
            onToggle={(a, on) => void toggle(a, on)}
          />
        ) : (
          <ListState items={shown} error={catalogueQuery.error} onRetry={() => void catalogueQuery.refetch()} framed />
        )}
      </Stack>
      {editRoles && role.manageable && <RoleDialog open={editing} onClose={() => setEditing(false)} role={role} />}
    </RightsFrame>
  );
}
