import { Card, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShieldCheck, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router';
import { useAuth } from '@/shared/session/auth';
import { RightsFrame } from './components/rights-frame';
import { canViewRoles, canViewUsers } from './gates';
import './texts';

/** /rights (spec 3 §2.11): links to the users and the roles, each shown to whoever may open it. */
export default function RightsPage() {
  const { t } = useTranslation();
  const abilities = useAuth().auth?.abilities ?? [];
  const cards = [
    canViewUsers(abilities) && { to: '/rights/users', icon: LuUsers, title: t('rights.home.users'), text: t('rights.home.usersText'), testId: 'rights-users-card' },
    canViewRoles(abilities) && { to: '/rights/roles', icon: LuShieldCheck, title: t('rights.home.roles'), text: t('rights.home.rolesText'), testId: 'rights-roles-card' },
  ].filter((c) => !!c);
  return (
    <RightsFrame trail={[]} title={t('rights.home.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
        {cards.map((c) => (
          <Card.Root key={c.to} asChild variant="outline" _hover={{ bg: 'bg.muted' }} data-testid={c.testId}>
            <Link to={c.to}>
              <Card.Body gap="2">
                <Icon as={c.icon} boxSize="7" color="brand.solid" />
                <Card.Title>{c.title}</Card.Title>
                <Text color="fg.muted">{c.text}</Text>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </RightsFrame>
  );
}
