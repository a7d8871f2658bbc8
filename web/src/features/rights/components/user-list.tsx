import { Badge, Box, HStack, Link as ChakraLink, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RightsUserFieldsFragment } from '@/generated/rights';

type User = RightsUserFieldsFragment;

export const userHref = (u: Pick<User, 'id'>) => `/rights/user/${u.id}`;
export const userName = (u: Pick<User, 'firstName' | 'lastName' | 'name'>) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.name;

function RoleBadges({ user }: { user: User }) {
  const { t } = useTranslation();
  if (!user.roles.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('rights.users.noRoles')}
      </Text>
    );
  }
  return (
    <Wrap gap="1">
      {user.roles.map((r) => (
        <Badge key={r.id} variant="subtle" colorPalette={r.grantsAll ? 'brand' : 'gray'}>
          {r.name}
        </Badge>
      ))}
    </Wrap>
  );
}

function Flags({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      {user.employeeId == null && <Badge colorPalette="purple">{t('rights.users.noEmployee')}</Badge>}
      {!user.enabled && <Badge colorPalette="red">{t('rights.users.disabled')}</Badge>}
    </>
  );
}

/** Users as a table from `md` up and as a list of cards on phones; each opens /rights/user/{id}. */
export function UserList({ users, desktop, testId }: { users: readonly User[]; desktop: boolean; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (desktop) {
    return (
      <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
        <Table.Root size="sm" interactive aria-label={t('rights.users.table')} data-testid={`${testId}-table`}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {(['name', 'username', 'employeeId', 'roles'] as const).map((c) => (
                <Table.ColumnHeader key={c} whiteSpace="nowrap">
                  {t(`rights.users.columns.${c}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.map((u) => (
              <Table.Row key={u.id} cursor="pointer" onClick={() => void navigate(userHref(u))} data-testid="rights-user-row">
                <Table.Cell>
                  <HStack gap="2" flexWrap="wrap">
                    <ChakraLink asChild fontWeight="medium" onClick={(e) => e.stopPropagation()}>
                      <Link to={userHref(u)}>{userName(u)}</Link>
                    </ChakraLink>
                    <Flags user={u} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>{u.name}</Table.Cell>
                <Table.Cell>{u.employeeId ?? t('common.none')}</Table.Cell>
                <Table.Cell>
                  <RoleBadges user={u} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid={`${testId}-list`}>
      {users.map((u) => (
        <Box as="li" key={u.id}>
          <Stack asChild gap="1" bg="bg" borderWidth="1px" rounded="lg" px="4" py="3" _hover={{ bg: 'bg.muted' }}>
            <Link to={userHref(u)} data-testid="rights-user-item">
              <HStack justify="space-between" gap="2">
                <Text fontWeight="semibold" truncate>
                  {userName(u)}
                </Text>
                <HStack gap="1">
                  <Flags user={u} />
                </HStack>
              </HStack>
              <Text fontSize="sm" color="fg.muted" truncate>
                {[u.name, u.employeeId != null ? `${t('rights.users.columns.employeeId')} ${u.employeeId}` : null].filter(Boolean).join(' · ')}
              </Text>
              <RoleBadges user={u} />
            </Link>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
