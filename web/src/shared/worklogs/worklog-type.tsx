import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isAutomaticPause, type Span } from './day-totals';
import './texts';

/** The German worklog type; the automatic pause (by the server's flag) carries an 'A' badge with the tooltip 'Automatische Pause'. */
export function WorklogTypeLabel({ worklog }: { worklog: Pick<Span, 'worklogType' | 'automatic'> }) {
  const { t } = useTranslation();
  const auto = isAutomaticPause(worklog);
  return (
    <HStack gap="1.5" as="span">
      <Text as="span">{t(`worklogs.types.${worklog.worklogType}`)}</Text>
      {auto && (
        <Badge size="sm" colorPalette="orange" title={t('worklogs.autoPause')} aria-label={t('worklogs.autoPause')} data-testid="auto-pause-badge">
          {t('worklogs.autoBadge')}
        </Badge>
      )}
    </HStack>
  );
}
