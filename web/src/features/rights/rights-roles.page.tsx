import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { type RoleSummaryFieldsFragment, useRolesQuery } from '@/generated/rights';
import { ListState } from '@/shared/list-states';
import { useAuth } from '@/shared/session/auth';
import { RightsFrame } from './components/rights-frame';
import { RoleDialog } from './components/role-dialog';
import { canEditRoles, roleDetailsHref } from './gates';
import './texts';

type Role = RoleSummaryFieldsFragment;

/** /rights/roles (spec 3 §2.11): the roles with their member counts; Authorization_EditRoles creates one. */
export default function RightsRolesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const abilities = useAuth().auth?.abilities ?? [];
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [creating, setCreating] = useState(false);
  const { data, error, refetch } = useRolesQuery({ fetchPolicy: 'cache-and-network' });
  const roles = data?.roles;
  // On a wide screen the role opens with its group filter shown (query `web`, gates.roleDetailsQuery).
  const href = (r: Role) => roleDetailsHref(r, desktop);

  return (
    <RightsFrame
      trail={[{ label: t('rights.roles.title') }]}
      title={t('rights.roles.title')}
      actions={
        canEditRoles(abilities) && (
          <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="create-role">
            <LuPlus />
            {t('rights.roles.create')}
          </Button>
        )
      }
    >
      {!roles?.length ? (
        <ListState items={roles} error={error} onRetry={() => void refetch()} framed emptyText={t('rights.roles.empty')} />
      ) : desktop ? (
        <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
          <Table.Root size="sm" interactive aria-label={t('rights.roles.table')} data-testid="roles-table">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('rights.roles.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rights.roles.columns.description')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('rights.roles.columns.members')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roles.map((r) => (
                <Table.Row key={r.id} cursor="pointer" onClick={() => void navigate(href(r))} data-testid="role-row">
                  <Table.Cell>
                    <HStack gap="2">
                      <ChakraLink asChild fontWeight="medium" onClick={(e) => e.stopPropagation()}>
                        <Link to={href(r)}>{r.name}</Link>
                      </ChakraLink>
                      {r.grantsAll && <Badge colorPalette="brand">{t('rights.roles.grantsAll')}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell color="fg.muted">{r.description}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid="role-members">
                    {r.memberCount}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="roles-list">
          {roles.map((r) => (
            <Box as="li" key={r.id}>
              <Stack asChild gap="1" bg="bg" borderWidth="1px" rounded="lg" px="4" py="3" _hover={{ bg: 'bg.muted' }}>
                <Link to={href(r)} data-testid="role-item">
                  <HStack justify="space-between" gap="2">
                    <Text fontWeight="semibold" truncate>
                      {r.name}
                    </Text>
                    <Badge variant="subtle" data-testid="role-members">
                      {t('rights.roles.members', { count: r.memberCount })}
                    </Badge>
                  </HStack>
                  {r.description && (
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {r.description}
                    </Text>
                  )}
                  {r.grantsAll && (
                    <Box>
                      <Badge colorPalette="brand">{t('rights.roles.grantsAll')}</Badge>
                    </Box>
                  )}
                </Link>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {canEditRoles(abilities) && <RoleDialog open={creating} onClose={() => setCreating(false)} role={null} onCreated={(r) => void navigate(roleDetailsHref(r, desktop))} />}
    </RightsFrame>
  );
}
