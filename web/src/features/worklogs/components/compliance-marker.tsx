import { Box, Icon, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTriangleAlert } from 'react-icons/lu';
import { Link } from 'react-router';
import type { MarkerFinding } from '../compliance-markers';

function Tip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="sm">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** An employee's open findings of the month: a warning icon linking to the compliance page. */
export function EmployeeFindingsMarker({ count, to }: { count: number; to: string }) {
  const { t } = useTranslation();
  const label = t('worklogs.compliance.findings', { count });
  return (
    <Tip content={label}>
      <Link to={to} aria-label={label} data-testid="compliance-marker">
        <Icon color="orange.fg" boxSize="4" verticalAlign="middle">
          <LuTriangleAlert />
        </Icon>
      </Link>
    </Tip>
  );
}

/** A day's open findings: a warning icon whose tooltip (and accessible name) holds the messages. */
export function DayFindingsMarker({ findings }: { findings: readonly MarkerFinding[] }) {
  const { t } = useTranslation();
  const label = `${t('worklogs.compliance.findings', { count: findings.length })}: ${findings.map((f) => f.message).join(' ')}`;
  return (
    <Tip
      content={
        <Stack gap="1">
          {findings.map((f) => (
            <Text key={f.id}>{f.message}</Text>
          ))}
        </Stack>
      }
    >
      <Box as="span" tabIndex={0} role="img" aria-label={label} display="inline-flex" verticalAlign="middle" ms="1.5" onClick={(e) => e.stopPropagation()} data-testid="day-compliance-marker">
        <Icon color="orange.fg" boxSize="4">
          <LuTriangleAlert />
        </Icon>
      </Box>
    </Tip>
  );
}

/** Phones have no hover: the messages as lines under the day. */
export function DayFindingsLines({ findings }: { findings: readonly MarkerFinding[] }) {
  return (
    <Stack gap="0.5" mt="1.5" data-testid="day-compliance-lines">
      {findings.map((f) => (
        <Text key={f.id} fontSize="sm" color="orange.fg" display="flex" gap="1.5" alignItems="start">
          <Icon boxSize="3.5" mt="0.5" flexShrink={0} aria-hidden>
            <LuTriangleAlert />
          </Icon>
          {f.message}
        </Text>
      ))}
    </Stack>
  );
}
