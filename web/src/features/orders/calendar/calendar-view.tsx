import { Box } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { Calendar, type Formats, luxonLocalizer, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@/shared/format';
import { AGENDA_DAYS, type CalendarView as ViewName, isFull, isoOfLocal, toLocalDate } from './calendar-logic';
import { AgendaEvent, AgendaTime, type CalendarEvent, type CalendarPartsContext, DayHeader, EventContent, MonthDateHeader, PartsContext } from './calendar-parts';
import { FourDayView } from './four-day-view';

/** Monday start (luxon numbers Monday 1), spec 3 §2.2. */
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });

const range = (a: Date, b: Date, pattern: string) => `${DateTime.fromJSDate(a).toFormat(pattern)} – ${DateTime.fromJSDate(b).toFormat(pattern)}`;

/** German, 24 h (spec 3 §9). */
const formats: Formats = {
  dateFormat: 'dd',
  dayFormat: 'EEE dd.MM.',
  weekdayFormat: 'EEE',
  timeGutterFormat: 'HH:mm',
  monthHeaderFormat: 'MMMM yyyy',
  dayHeaderFormat: 'EEEE, dd.MM.yyyy',
  dayRangeHeaderFormat: ({ start, end }) => range(start, end, 'dd.MM.yyyy'),
  agendaHeaderFormat: ({ start, end }) => range(start, end, 'dd.MM.yyyy'),
  agendaDateFormat: 'EEE dd.MM.yyyy',
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: ({ start, end }) => range(start, end, 'HH:mm'),
  eventTimeRangeFormat: ({ start, end }) => range(start, end, 'HH:mm'),
  selectRangeFormat: ({ start, end }) => range(start, end, 'HH:mm'),
};

/** Our view names ↔ react-big-calendar's keys: the 4-day view sits under `work_week`. */
const TO_RBC: Record<ViewName, View> = { month: 'month', week: 'week', fourDays: 'work_week', day: 'day', agenda: 'agenda' };
const FROM_RBC: Record<View, ViewName> = { month: 'month', week: 'week', work_week: 'fourDays', day: 'day', agenda: 'agenda' };

const VIEWS = { month: true, week: true, work_week: FourDayView, day: true, agenda: true };

function WeekdayHeader({ label }: { label: string }) {
  return (
    <span role="columnheader" aria-sort="none">
      {label}
    </span>
  );
}

const components = {
  month: { header: WeekdayHeader, dateHeader: MonthDateHeader, event: EventContent },
  header: DayHeader,
  event: EventContent,
  agenda: { event: AgendaEvent, time: AgendaTime },
};

/**
 * react-big-calendar themed with the app's tokens. Inventories are whole-day bookings, so the week,
 * 4-day and day views show the day row with its events and no (always empty) time grid.
 */
const themed = {
  '& .rbc-calendar': { fontFamily: 'inherit', color: 'fg', minH: '0' },
  '& .rbc-calendar.cal-month': { h: { base: '600px', md: '780px' } },
  '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view': { borderColor: 'border', bg: 'bg', rounded: 'lg', overflow: 'hidden' },
  '& .rbc-header': { borderColor: 'border', fontWeight: 'medium', fontSize: 'sm', color: 'fg.muted', py: '1', px: '0.5', minH: 'auto' },
  '& .rbc-header + .rbc-header, & .rbc-month-row + .rbc-month-row, & .rbc-day-bg + .rbc-day-bg, & .rbc-time-header-content, & .rbc-time-header.rbc-overflowing, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-time-content > * + * > *':
    { borderColor: 'border' },
  '& .rbc-off-range-bg': { bg: 'bg.subtle' },
  '& .rbc-today': { bg: 'brand.subtle' },
  '& .rbc-day-bg.cal-day-full, & .rbc-header.cal-day-full, & .rbc-time-view .cal-day-full': { bg: 'bg.emphasized' },
  '& .rbc-date-cell': { textAlign: 'start', p: '0' },
  '& .rbc-row-segment': { px: '1px', py: '1px' },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
    bg: 'orange.subtle',
    color: 'orange.fg',
    borderLeftWidth: '3px',
    borderLeftColor: 'orange.solid',
    rounded: 'sm',
    px: '1',
    py: '0',
  },
  '& .rbc-event.rbc-selected, & .rbc-event:hover': { bg: 'orange.muted' },
  '& .rbc-event:focus, & .rbc-event:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '& .rbc-show-more': { color: 'brand.fg', bg: 'transparent', fontSize: 'xs', fontWeight: 'medium', px: '1' },
  '& .rbc-overlay': { bg: 'bg.panel', borderColor: 'border', shadow: 'lg', rounded: 'md' },
  '& .rbc-overlay-header': { borderColor: 'border' },
  // Whole-day bookings: the time grid would stay empty.
  '& .rbc-time-content, & .rbc-time-header-gutter, & .rbc-current-time-indicator': { display: 'none' },
  '& .rbc-time-header, & .rbc-time-header-content': { flex: '1 1 auto' },
  '& .rbc-time-header-cell-single-day': { display: 'flex' },
  '& .rbc-time-view .rbc-allday-cell': { minH: '16', h: 'auto' },
  '& .rbc-time-view .rbc-row': { minH: 'auto' },
  '& .rbc-agenda-view table.rbc-agenda-table': { borderColor: 'border', fontSize: 'sm' },
  '& .rbc-agenda-view table.rbc-agenda-table thead > tr > th, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
    { borderColor: 'border' },
  '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td': { verticalAlign: 'top', px: '2', py: '1.5' },
  '& .rbc-agenda-empty': { p: '4', color: 'fg.muted' },
  // The agenda grows with its days instead of scrolling inside a zero-height flex item.
  '& .rbc-agenda-view': { flex: 'none', overflow: 'visible' },
  '& .rbc-agenda-content': { overflow: 'visible' },
  '& .rbc-agenda-time-cell': { display: { base: 'none', sm: 'table-cell' } },
  '& .rbc-agenda-view thead th:nth-of-type(2)': { display: { base: 'none', sm: 'table-cell' } },
  '& .rbc-agenda-date-cell, & .rbc-agenda-time-cell': { whiteSpace: 'nowrap' },
} as const;

interface Props {
  view: ViewName;
  date: string;
  events: readonly CalendarEvent[];
  parts: CalendarPartsContext;
  onView: (view: ViewName) => void;
  onDate: (date: string) => void;
}

/** The calendar itself; the toolbar, filters and footer are the tab's. */
export function CalendarBoard({ view, date, events, parts, onView, onDate }: Props) {
  const { t } = useTranslation();
  const messages = useMemo<Messages<CalendarEvent>>(
    () => ({
      date: t('orders.calendar.date'),
      time: t('orders.calendar.time'),
      event: t('orders.calendar.event'),
      allDay: t('orders.calendar.allDay'),
      week: t('orders.calendar.views.week'),
      work_week: t('orders.calendar.views.fourDays'),
      day: t('orders.calendar.views.day'),
      month: t('orders.calendar.views.month'),
      agenda: t('orders.calendar.views.agenda'),
      previous: t('orders.calendar.previous'),
      next: t('orders.calendar.next'),
      today: t('orders.calendar.today'),
      noEventsInRange: t('orders.calendar.noEvents'),
      showMore: (count: number) => t('orders.calendar.showMore', { count }),
    }),
    [t],
  );
  const dayProp = useMemo(
    () => (d: Date) => {
      const day = parts.days.get(isoOfLocal(d));
      return day && isFull(day) ? { className: 'cal-day-full' } : {};
    },
    [parts.days],
  );
  const { canCreate, onPlan } = parts;
  return (
    <PartsContext.Provider value={parts}>
      <Box css={themed} data-testid="calendar-board" data-view={view}>
        <Calendar<CalendarEvent>
          localizer={localizer}
          culture="de-DE"
          formats={formats}
          messages={messages}
          views={VIEWS}
          view={TO_RBC[view]}
          onView={(v) => onView(FROM_RBC[v])}
          date={toLocalDate(date)}
          onNavigate={(d) => onDate(isoOfLocal(d))}
          getNow={() => toLocalDate(todayIso())}
          // The agenda lists length + 1 days (both ends): AGENDA_DAYS like visibleRange.
          length={AGENDA_DAYS - 1}
          toolbar={false}
          drilldownView={null}
          events={events as CalendarEvent[]}
          allDayAccessor="allDay"
          tooltipAccessor={(e) => [e.order.name, e.order.notes.trim()].filter(Boolean).join('\n')}
          components={components}
          dayPropGetter={dayProp}
          selectable={canCreate}
          onSelectSlot={(slot) => onPlan(isoOfLocal(slot.start))}
          onSelectEvent={(e) => window.open(`/orders/${e.id}/info`, '_blank', 'noopener')}
          style={{ height: view === 'month' ? undefined : 'auto' }}
          className={view === 'month' ? 'cal-month' : undefined}
        />
      </Box>
    </PartsContext.Provider>
  );
}
