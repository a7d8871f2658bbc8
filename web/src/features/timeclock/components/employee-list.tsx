import { Badge, Button, Checkbox, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCloudOff, LuTriangleAlert } from 'react-icons/lu';
import type { TimeclockEmployeeFieldsFragment } from '@/generated/timeclock';
import type { SectionList } from '../clocking';

export type Entry = TimeclockEmployeeFieldsFragment;

interface EmployeeSectionsProps {
  sections: SectionList<Entry>[];
  selected: ReadonlySet<number>;
  errors: ReadonlyMap<number, string>;
  /** compliance warnings a clock request caused, per employee (German messages) */
  warnings?: ReadonlyMap<number, readonly string[]>;
  /** employees with a queued action not sent yet (their status is the expected one) */
  waiting?: ReadonlySet<number>;
  onToggle: (employeeId: number, on: boolean) => void;
  onToggleAll: (employeeIds: number[], on: boolean) => void;
  /**
   * Extra control at the end of a row (the operator number on inventories). The row is a grid of two
   * columns: the control's items go to column 2 of row 1, its message may span row 2.
   */
  trailing?: (e: Entry) => ReactNode;
}

/** The lists of one tab (spec 2 §2.5): a heading with count and select-all per list, then big tappable rows. */
export function EmployeeSections({ sections, selected, errors, warnings, waiting, onToggle, onToggleAll, trailing }: EmployeeSectionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      {sections.map((s) => {
        const ids = s.employees.map((e) => e.employeeId);
        const allOn = ids.every((id) => selected.has(id));
        const title = t(`timeclock.sections.${s.key}`);
        return (
          <Stack key={s.key} gap="1.5" as="section" data-testid={`section-${s.key}`}>
            <HStack justify="space-between" gap="2" ps="1">
              <HStack gap="2" minW="0">
                <Heading as="h3" size="sm" truncate>
                  {title}
                </Heading>
                <Badge variant="subtle" colorPalette={s.key === 'clockedIn' || s.key === 'pausable' ? 'brand' : 'gray'}>
                  {s.employees.length}
                </Badge>
              </HStack>
              <Button
                variant="ghost"
                size="sm"
                minH="11"
                flexShrink={0}
                colorPalette="brand"
                aria-label={t(allOn ? 'timeclock.select.noneIn' : 'timeclock.select.allIn', { section: title })}
                onClick={() => onToggleAll(ids, !allOn)}
                data-testid={`select-all-${s.key}`}
              >
                {t(allOn ? 'timeclock.select.none' : 'timeclock.select.all')}
              </Button>
            </HStack>
            <Stack gap="0" bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
              {s.employees.map((e, i) => (
                <EmployeeRow
                  key={e.employeeId}
                  entry={e}
                  first={i === 0}
                  selected={selected.has(e.employeeId)}
                  error={errors.get(e.employeeId)}
                  warnings={warnings?.get(e.employeeId)}
                  waiting={waiting?.has(e.employeeId) ?? false}
                  onToggle={(on) => onToggle(e.employeeId, on)}
                  trailing={trailing?.(e)}
                />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

function EmployeeRow({
  entry,
  first,
  selected,
  error,
  warnings,
  waiting,
  onToggle,
  trailing,
}: {
  entry: Entry;
  first: boolean;
  selected: boolean;
  error?: string;
  warnings?: readonly string[];
  waiting: boolean;
  onToggle: (on: boolean) => void;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Grid
      templateColumns={trailing ? '1fr auto' : '1fr'}
      alignItems="center"
      borderTopWidth={first ? 0 : '1px'}
      bg={selected ? 'brand.subtle' : error ? 'red.50' : undefined}
      transition="background 0.1s"
      data-testid="employee-row"
      data-employee-id={entry.employeeId}
      data-status={entry.status}
      data-selected={selected}
      data-waiting={waiting || undefined}
    >
      <Checkbox.Root
        checked={selected}
        onCheckedChange={(e) => onToggle(e.checked === true)}
        colorPalette="brand"
        size="lg"
        flex="1"
        minW="0"
        gap="3"
        ps="3"
        pe={trailing ? '2' : '3'}
        py="2.5"
        minH="16"
        alignItems="center"
        cursor="pointer"
        gridColumn="1"
        gridRow="1"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label flex="1" minW="0">
          {/* The whole name, wrapping when the row is narrow (a phone with the operator field beside it). */}
          <HStack gap="1" columnGap="2" minW="0" flexWrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere" minW="0" data-testid="employee-name">
              {entry.lastName}, {entry.firstName}
            </Text>
            {entry.teamLeader && (
              <Badge size="sm" colorPalette="yellow" flexShrink={0}>
                {t('timeclock.order.teamLeader')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" fontWeight="normal" lineClamp={2} data-testid="employee-status">
            {[t('timeclock.order.employeeId', { id: entry.employeeId }), entry.statusMessage].filter(Boolean).join(' · ')}
          </Text>
          {waiting && (
            <HStack gap="1" fontSize="sm" color="orange.fg" fontWeight="medium" data-testid="employee-waiting">
              <LuCloudOff aria-hidden />
              <Text as="span">{t('timeclock.offline.waiting')}</Text>
            </HStack>
          )}
          {error && (
            <Text fontSize="sm" color="fg.error" fontWeight="medium" data-testid="employee-error">
              {error}
            </Text>
          )}
          {warnings?.map((w) => (
            <HStack key={w} gap="1.5" align="start" fontSize="sm" color="orange.fg" fontWeight="medium" role="status" data-testid="employee-warning">
              <LuTriangleAlert aria-hidden style={{ flexShrink: 0, marginTop: '0.2em' }} />
              <Text as="span">{w}</Text>
            </HStack>
          ))}
        </Checkbox.Label>
      </Checkbox.Root>
      {trailing}
    </Grid>
  );
}
