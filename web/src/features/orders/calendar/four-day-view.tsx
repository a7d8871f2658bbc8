import { Box, Grid, Stack } from '@chakra-ui/react';
import type { DateLocalizer, NavigateAction, SlotInfo, TitleOptions } from 'react-big-calendar';
import { FOUR_DAYS, isFull, isoOfLocal } from './calendar-logic';
import { type CalendarEvent, DayHeader, EventContent, usePartsContext } from './calendar-parts';

interface ViewProps {
  date: Date;
  localizer: DateLocalizer;
  events: CalendarEvent[];
  getNow: () => Date;
  selectable?: boolean | 'ignoreEvents';
  onSelectEvent: (event: CalendarEvent, e: React.SyntheticEvent<HTMLElement>) => void;
  onSelectSlot: (slot: SlotInfo) => void;
}

function range(date: Date, localizer: DateLocalizer): Date[] {
  const start = localizer.startOf(date, 'day');
  return localizer.range(start, localizer.add(start, FOUR_DAYS - 1, 'day'));
}

/**
 * The 4-day view (spec 3 §2.2): the shown day and the three after it, each a column with its head
 * (capacity, note) and its inventories — what the week view shows, for four days. Its own markup: the
 * library exports no TimeGrid to build on, and whole-day inventories need no time grid.
 * Registered under react-big-calendar's `work_week` key (the calendar offers no work week).
 */
export function FourDayView({ date, localizer, events, getNow, selectable, onSelectEvent, onSelectSlot }: ViewProps) {
  const { days } = usePartsContext();
  const today = isoOfLocal(getNow());
  return (
    <Grid templateColumns={`repeat(${FOUR_DAYS}, minmax(0, 1fr))`} borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden" bg="bg" data-testid="four-day-view">
      {range(date, localizer).map((day, i) => {
        const iso = isoOfLocal(day);
        const next = localizer.add(day, 1, 'day');
        const capacity = days.get(iso);
        const shown = events.filter((e) => e.start < next && e.end > day);
        const bg = capacity && isFull(capacity) ? 'bg.emphasized' : iso === today ? 'brand.subtle' : undefined;
        return (
          <Stack key={iso} gap="0" bg={bg} borderStartWidth={i === 0 ? 0 : '1px'} borderColor="border" minW="0">
            <Box borderBottomWidth="1px" borderColor="border" fontSize="sm" color="fg.muted">
              <DayHeader date={day} label="" localizer={localizer} />
            </Box>
            <Stack
              gap="1"
              p="1"
              minH="16"
              flex="1"
              cursor={selectable ? 'pointer' : undefined}
              onClick={(e) => {
                if (selectable && e.target === e.currentTarget) onSelectSlot({ start: day, end: next, slots: [day], action: 'click' });
              }}
            >
              {shown.map((event) => (
                <Box
                  as="button"
                  key={event.id}
                  className="rbc-event"
                  textAlign="start"
                  w="full"
                  title={[event.order.name, event.order.notes.trim()].filter(Boolean).join('\n')}
                  onClick={(e: React.MouseEvent<HTMLElement>) => onSelectEvent(event, e)}
                >
                  <EventContent event={event} title={event.title} continuesPrior={false} continuesAfter={false} isAllDay localizer={localizer} slotStart={day} slotEnd={next} />
                </Box>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Grid>
  );
}

FourDayView.range = (date: Date, { localizer }: { localizer: DateLocalizer }) => range(date, localizer);

FourDayView.navigate = (date: Date, action: NavigateAction, { localizer }: { localizer: DateLocalizer }) => {
  if (action === 'PREV') return localizer.add(date, -FOUR_DAYS, 'day');
  if (action === 'NEXT') return localizer.add(date, FOUR_DAYS, 'day');
  return date;
};

FourDayView.title = (date: Date, options: TitleOptions) => {
  const localizer = options.localizer as DateLocalizer;
  const [start, ...rest] = range(date, localizer);
  return localizer.format({ start: start!, end: rest[rest.length - 1]! } as never, 'dayRangeHeaderFormat');
};
