import { Box, Circle, Container, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuClipboardCheck } from 'react-icons/lu';
import type { StepId } from '../registration-steps';

/** The public registration pages: a slim brand bar and a centred column (no app shell, no login). */
export function PublicFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" overflowX="clip">
      <Box as="header" bg="brand.solid" color="brand.contrast">
        <Container maxW={wide ? '5xl' : '2xl'} px={{ base: '4', md: '6' }} py="3">
          <HStack gap="2">
            <Icon as={LuClipboardCheck} boxSize="6" aria-hidden />
            <Text fontWeight="semibold" fontSize="lg">
              {t('app.name')}
            </Text>
            <Text opacity={0.85}>· {t('pages.register')}</Text>
          </HStack>
        </Container>
      </Box>
      <Container as="main" flex="1" maxW={wide ? '5xl' : '2xl'} px={{ base: '3', md: '6' }} py={{ base: '3', md: '8' }}>
        {children}
      </Container>
    </Flex>
  );
}

/**
 * The numbered steps (spec 2 §2.2). On phones a row of numbers and the current step's title; from
 * `lg` up the whole list beside the form.
 */
export function Stepper({ steps, index }: { steps: readonly StepId[]; index: number }) {
  const { t } = useTranslation();
  const title = (s: StepId) => t(`registration.steps.${s}`);
  return (
    <>
      <Stack gap="2" hideFrom="lg" mb="3" data-testid="stepper-compact">
        <Flex justify="space-between" aria-hidden>
          {steps.map((s, i) => (
            <Circle
              key={s}
              size="6"
              fontSize="xs"
              fontWeight="semibold"
              bg={i < index ? 'brand.solid' : i === index ? 'brand.solid' : 'bg'}
              color={i <= index ? 'brand.contrast' : 'fg.muted'}
              borderWidth="1px"
              borderColor={i <= index ? 'brand.solid' : 'border.emphasized'}
              outline={i === index ? '2px solid' : undefined}
              outlineColor="brand.emphasized"
              outlineOffset="1px"
            >
              {i < index ? <LuCheck /> : i + 1}
            </Circle>
          ))}
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="step-position">
          {t('registration.flow.stepOf', { current: index + 1, total: steps.length })} · <Text as="span" color="fg" fontWeight="medium">{title(steps[index]!)}</Text>
        </Text>
      </Stack>

      <Box as="nav" hideBelow="lg" aria-label={t('registration.flow.steps')} position="sticky" top="6" alignSelf="start">
        <Stack as="ol" gap="1" listStyleType="none">
          {steps.map((s, i) => (
            <HStack
              as="li"
              key={s}
              gap="3"
              px="3"
              py="2"
              rounded="md"
              bg={i === index ? 'bg' : undefined}
              borderWidth={i === index ? '1px' : '0'}
              aria-current={i === index ? 'step' : undefined}
            >
              <Circle
                size="7"
                fontSize="sm"
                fontWeight="semibold"
                flexShrink={0}
                bg={i <= index ? 'brand.solid' : 'bg'}
                color={i <= index ? 'brand.contrast' : 'fg.muted'}
                borderWidth="1px"
                borderColor={i <= index ? 'brand.solid' : 'border.emphasized'}
              >
                {i < index ? <LuCheck /> : i + 1}
              </Circle>
              <Text fontWeight={i === index ? 'semibold' : 'normal'} color={i > index ? 'fg.muted' : 'fg'}>
                {title(s)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Box>
    </>
  );
}
