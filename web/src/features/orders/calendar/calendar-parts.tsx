import { Badge, Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import type { AgendaTimeProps, DateHeaderProps, EventProps, HeaderProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus, LuInfo, LuPackage, LuScale, LuTag, LuWine } from 'react-icons/lu';
import type { CalendarDayFieldsFragment, CalendarOrderFieldsFragment } from '@/generated/orders';
import { formatDate } from '@/shared/format';
import { formatCount, isFull, isoOfLocal, isoWeek } from './calendar-logic';

/** An inventory as react-big-calendar sees it: a whole-day event from validFrom to validTo. */
export interface CalendarEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  order: CalendarOrderFieldsFragment;
}

/** What the day and event parts need; a context keeps react-big-calendar's component types stable. */
export interface CalendarPartsContext {
  days: ReadonlyMap<string, CalendarDayFieldsFragment>;
  canCreate: boolean;
  onPlan: (day: string) => void;
  onEditDay: (day: string) => void;
}

export const PartsContext = createContext<CalendarPartsContext>({ days: new Map(), canCreate: false, onPlan: () => {}, onEditDay: () => {} });

export const usePartsContext = () => useContext(PartsContext);

const LinkButton = chakra('button', {
  base: {
    cursor: 'pointer',
    rounded: 'sm',
    px: '1',
    lineHeight: 'short',
    _hover: { bg: 'bg.emphasized' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
});

/** used / max (German numbers) with the day's note; a button opening the max-positions dialog. */
function Capacity({ iso, compact }: { iso: string; compact?: boolean }) {
  const { t } = useTranslation();
  const { days, onEditDay } = useContext(PartsContext);
  const day = days.get(iso);
  if (!day) {
    return (
      <Text as="span" fontSize="xs" color="fg.muted" data-testid={`day-positions-${iso}`}>
        … / …
      </Text>
    );
  }
  const full = isFull(day);
  const used = formatCount(day.positions);
  const max = formatCount(day.effectiveMaxPositions);
  return (
    <Box minW="0" textAlign="start">
      <LinkButton
        type="button"
        fontSize="xs"
        fontWeight="medium"
        // red.fg (red.700), not fg.error: a full day's cell is grey, where red.600 falls below AA contrast.
        color={full ? 'red.fg' : 'fg.muted'}
        title={t('orders.calendar.editDay', { day: formatDate(iso) })}
        aria-label={`${t('orders.calendar.positionsTitle', { day: formatDate(iso), used, max })}. ${t('orders.calendar.editDay', { day: formatDate(iso) })}`}
        data-testid={`day-positions-${iso}`}
        data-full={full ? 'true' : 'false'}
        onMouseDown={(e) => e.stopPropagation()}
        onClick={(e) => {
          e.stopPropagation();
          onEditDay(iso);
        }}
      >
        {t('orders.calendar.positions', { used, max })}
      </LinkButton>
      {day.note && (
        <Text fontSize="xs" color="fg.muted" truncate={compact} title={day.note} px="1" data-testid={`day-note-${iso}`}>
          {day.note}
        </Text>
      )}
    </Box>
  );
}

function PlanButton({ iso, label }: { iso: string; label: string }) {
  const { t } = useTranslation();
  const { canCreate, onPlan } = useContext(PartsContext);
  if (!canCreate) {
    return (
      <Text as="span" fontWeight="semibold" px="1">
        {label}
      </Text>
    );
  }
  return (
    <LinkButton
      type="button"
      fontWeight="semibold"
      display="inline-flex"
      alignItems="center"
      gap="1"
      aria-label={t('orders.calendar.planDay', { day: formatDate(iso) })}
      title={t('orders.calendar.planDay', { day: formatDate(iso) })}
      data-testid={`day-plan-${iso}`}
      onMouseDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        onPlan(iso);
      }}
    >
      {label}
      <Box as="span" color="fg.subtle" fontSize="xs" display={{ base: 'none', md: 'inline' }} aria-hidden>
        <LuCalendarPlus />
      </Box>
    </LinkButton>
  );
}

/** Month cell head: ISO week on Mondays, the day (plan button) and the capacity. */
export function MonthDateHeader({ date, label, isOffRange }: DateHeaderProps) {
  const iso = isoOfLocal(date);
  const monday = date.getDay() === 1;
  return (
    // Days of the neighbouring months in a muted colour, not with opacity: faded text fell below AA contrast.
    <Box data-testid={`calendar-day-${iso}`} data-off-range={isOffRange || undefined} color={isOffRange ? 'fg.muted' : undefined} textAlign="start" px="0.5" pt="0.5">
      <HStack gap="1" justify="space-between">
        {monday ? (
          <Badge size="xs" variant="subtle" colorPalette="gray" data-testid={`week-${iso}`}>
            {isoWeek(iso)}
          </Badge>
        ) : (
          <span />
        )}
        <PlanButton iso={iso} label={label.replace(/^0/, '')} />
      </HStack>
      <Capacity iso={iso} compact />
    </Box>
  );
}

/** Column head of the week, 4-day and day views: weekday and date, capacity and note. */
export function DayHeader({ date }: HeaderProps) {
  const iso = isoOfLocal(date);
  const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'short' }).format(date);
  return (
    <Box data-testid={`calendar-day-${iso}`} py="1" whiteSpace="normal" textAlign="center" minW="0">
      <PlanButton iso={iso} label={`${weekday} ${formatDate(iso).slice(0, 6)}`} />
      <Capacity iso={iso} />
    </Box>
  );
}

const ICONS = [
  { flag: 'drinks', icon: LuWine },
  { flag: 'storage', icon: LuPackage },
  { flag: 'targetActualComparison', icon: LuScale },
  { flag: 'labels', icon: LuTag },
] as const;

/** An inventory: its name, then category icons and positions; notes as an info icon with the text as tooltip. */
export function EventContent({ event }: EventProps<CalendarEvent>) {
  const { t } = useTranslation();
  const o = event.order;
  return (
    <Box minW="0" fontSize="xs" lineHeight="short" data-testid="calendar-event" data-order-id={o.id}>
      <Text truncate fontWeight="medium">
        {o.name}
      </Text>
      <HStack gap="1" minW="0">
        {ICONS.filter((i) => o[i.flag]).map(({ flag, icon: Icon }) => (
          // The name as hidden text, not aria-label: a span has no role that may carry one, and the event sits
          // in react-big-calendar's role="row", which allows no other roles inside (axe).
          <Box as="span" key={flag} flexShrink={0} title={t(`orders.calendar.icons.${flag}`)} data-testid={`event-icon-${flag}`}>
            <Icon aria-hidden />
            <VisuallyHidden>{t(`orders.calendar.icons.${flag}`)}</VisuallyHidden>
          </Box>
        ))}
        {o.notes.trim() && (
          <Box as="span" flexShrink={0} title={o.notes} data-testid="event-icon-notes">
            <LuInfo aria-hidden />
            <VisuallyHidden>{`${t('orders.calendar.icons.notes')}: ${o.notes}`}</VisuallyHidden>
          </Box>
        )}
        {o.positions != null && (
          <Text as="span" truncate opacity={0.85}>
            {t('orders.calendar.positionsOfOrder', { n: formatCount(o.positions) })}
          </Text>
        )}
      </HStack>
    </Box>
  );
}

/** The agenda lists notes in full under the name. */
export function AgendaEvent(props: EventProps<CalendarEvent>) {
  const o = props.event.order;
  return (
    <Box>
      <EventContent {...props} />
      {o.notes.trim() && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">
          {o.notes}
        </Text>
      )}
    </Box>
  );
}

/** The agenda's time column: the inventory's start time (whole-day events would all read "ganztägig"). */
export function AgendaTime({ event }: AgendaTimeProps) {
  return <span>{(event as unknown as CalendarEvent).order.startTime}</span>;
}
