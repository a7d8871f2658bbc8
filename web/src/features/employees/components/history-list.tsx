import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuHistory, LuPlus, LuTriangleAlert } from 'react-icons/lu';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate } from '@/shared/format';
import { type Dated, type HistoryLabel, labelled } from '@inv/domain';

export interface HistoryEntry extends Dated {
  id: number;
}

export interface HistoryTexts {
  card: string;
  dialog: string;
  add: string;
}

interface HistoryViewProps<T extends HistoryEntry> {
  entries: readonly T[];
  today: string;
  /** Main line of an entry (amount, employment type). */
  summary: (entry: T) => ReactNode;
  /** Second line (wage type, target hours). */
  detail?: (entry: T) => ReactNode;
  /** A warning line (a wage below the minimum wage): the entry is valid, the office should look at it. */
  note?: (entry: T) => string | null | undefined;
  onOpen: (entry: T) => void;
  testId: string;
}

const BADGE: Record<HistoryLabel, string> = { current: 'green', next: 'blue', future: 'purple', past: 'gray' };

export function HistoryBadge({ label }: { label: HistoryLabel }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={BADGE[label]} variant={label === 'past' ? 'outline' : 'subtle'} data-testid="history-label">
      {t(`employees.history.${label}`)}
    </Badge>
  );
}

/** The time-ordered entries with their current / next / future label; each one opens its dialog. */
export function HistoryRows<T extends HistoryEntry>({ entries, today, summary, detail, note, onOpen, testId, only }: HistoryViewProps<T> & { only?: (label: HistoryLabel) => boolean }) {
  const { t } = useTranslation();
  const rows = labelled(entries, today).filter((r) => !only || only(r.label));
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" py="2">
        {t('employees.history.noEntries')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid={testId}>
      {rows.map(({ entry, label }) => (
        <Box as="li" key={entry.id}>
          <Box
            as="button"
            w="full"
            textAlign="start"
            borderWidth="1px"
            rounded="md"
            px="3"
            py="2"
            bg={label === 'past' ? 'bg.subtle' : 'bg'}
            _hover={{ bg: 'bg.muted' }}
            onClick={() => onOpen(entry)}
            data-testid={`history-entry-${entry.validFrom}`}
          >
            <HStack gap="3" align="center">
              <Stack gap="0.5" flex="1" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <HistoryBadge label={label} />
                  <Text fontWeight="semibold">{summary(entry)}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {period(t, entry)}
                  {detail && <> · {detail(entry)}</>}
                </Text>
                {note?.(entry) && (
                  <Text fontSize="sm" color="orange.fg" display="flex" gap="1.5" alignItems="start" data-testid="history-note">
                    <Box as={LuTriangleAlert} flexShrink={0} mt="0.5" aria-hidden />
                    {note(entry)}
                  </Text>
                )}
              </Stack>
              <Box as={LuChevronRight} color="fg.subtle" flexShrink={0} aria-hidden />
            </HStack>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function period(t: ReturnType<typeof useTranslation>['t'], e: Dated): string {
  return e.validTo
    ? t('employees.history.range', { from: formatDate(e.validFrom), to: formatDate(e.validTo) })
    : t('employees.history.openEnded', { from: formatDate(e.validFrom) });
}

interface HistoryCardProps<T extends HistoryEntry> extends Omit<HistoryViewProps<T>, 'testId'> {
  texts: HistoryTexts;
  canAdd: boolean;
  onAdd: () => void;
  onShowHistory: () => void;
  kind: 'wage' | 'employment';
}

/** The tab's card: current, next and future entries; the whole history in a dialog. */
export function HistoryCard<T extends HistoryEntry>(props: HistoryCardProps<T>) {
  const { t } = useTranslation();
  const { texts, canAdd, onAdd, onShowHistory, kind, ...view } = props;
  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid={`${kind}-card`}>
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Card.Title as="h2" fontSize="lg">
            {texts.card}
          </Card.Title>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={onShowHistory}>
              <LuHistory />
              {t('employees.history.showHistory')}
            </Button>
            {canAdd && (
              <Button size="sm" colorPalette="brand" onClick={onAdd}>
                <LuPlus />
                {texts.add}
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <HistoryRows {...view} testId={`${kind}-upcoming`} only={(l) => l !== 'past'} />
      </Card.Body>
    </Card.Root>
  );
}

interface HistoryDialogProps<T extends HistoryEntry> extends Omit<HistoryViewProps<T>, 'testId'> {
  open: boolean;
  onClose: () => void;
  texts: HistoryTexts;
  canAdd: boolean;
  onAdd: () => void;
  kind: 'wage' | 'employment';
}

/** The whole history, oldest first (spec 1 §2.5 "wage history, employment history"). */
export function HistoryDialog<T extends HistoryEntry>(props: HistoryDialogProps<T>) {
  const { t } = useTranslation();
  const { open, onClose, texts, canAdd, onAdd, kind, ...view } = props;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={texts.dialog}
      testId={`${kind}-history-dialog`}
      modalLock={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          {canAdd && (
            <Button colorPalette="brand" onClick={onAdd}>
              <LuPlus />
              {texts.add}
            </Button>
          )}
        </>
      }
    >
      <HistoryRows {...view} testId={`${kind}-history`} />
    </FormDialog>
  );
}
