import { Alert, Box, Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/shared/use-logout';
import { PATHS } from '@/shared/paths';
import { useAuth } from '@/shared/session/auth';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import './texts';

/** Forced enrolment for Superadmin and Authorization_* holders without a second factor: the only page until done. */
export default function SecondFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { auth } = useAuth();
  return (
    <Box p={{ base: '4', md: '8' }} display="flex" justifyContent="center">
      <Card.Root w="full" maxW="md" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="lg">
              {t('secondFactor.title')}
            </Heading>
            {auth?.mustEnrolSecondFactor && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{t('secondFactor.required')}</Alert.Title>
              </Alert.Root>
            )}
            <SecondFactorEnrolment onDone={() => void navigate(PATHS.home, { replace: true })} />
            <HStack justify="flex-end">
              <Button variant="outline" onClick={() => void logout()}>
                {t('secondFactor.logout')}
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
