import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ApolloError } from '@apollo/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router';
import { errorCodes } from '@/shared/graphql-errors';

/** A "back to the list" link at the top of a details page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" ms="-2" alignSelf="start">
      <Link to={to}>
        <LuArrowLeft />
        {label}
      </Link>
    </Button>
  );
}

/**
 * The states of a page showing one record: not found (also for an id that cannot exist), failed with a
 * retry, loading, and finally the record itself (children).
 */
export function RecordGate(props: {
  invalidId: boolean;
  error?: ApolloError;
  loading: boolean;
  hasData: boolean;
  refetch: () => unknown;
  notFoundText: string;
  notFoundTestId: string;
  back: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { invalidId, error, loading, hasData, refetch } = props;
  if (invalidId || (error && errorCodes(error).codes.includes('NOT_FOUND'))) {
    return (
      <PageState>
        <Text fontWeight="semibold" data-testid={props.notFoundTestId}>
          {props.notFoundText}
        </Text>
        {props.back}
      </PageState>
    );
  }
  if (error && !hasData) {
    return (
      <PageState>
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </PageState>
    );
  }
  if (loading && !hasData) {
    return (
      <Center py="16">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return hasData ? <>{props.children}</> : null;
}

function PageState({ children }: { children: ReactNode }) {
  return (
    <Stack p={{ base: '4', md: '8' }} gap="3" align="start">
      {children}
    </Stack>
  );
}
