import { Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, now } from '@/shared/format';

/** Refreshed every second (spec 1 §9 "Footer clock refresh 1 s"). */
function useClock(): string {
  const [time, setTime] = useState(() => formatClock(now()));
  useEffect(() => {
    const id = setInterval(() => setTime(formatClock(now())), 1000);
    return () => clearInterval(id);
  }, []);
  return time;
}

export function Footer({ name }: { name: string }) {
  const { t } = useTranslation();
  const time = useClock();
  return (
    <Flex
      as="footer"
      position="sticky"
      bottom="0"
      zIndex="sticky"
      h="10"
      flexShrink={0}
      justify="space-between"
      align="center"
      gap="4"
      px={{ base: '4', md: '6' }}
      bg="bg"
      borderTopWidth="1px"
      fontSize="sm"
      color="fg.muted"
    >
      <Text truncate data-testid="footer-user">
        {name}
      </Text>
      <Text as="time" fontVariantNumeric="tabular-nums" aria-label={t('shell.clock')} data-testid="footer-clock">
        {time}
      </Text>
    </Flex>
  );
}
