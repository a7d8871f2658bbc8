import type { DateLocalizer, NavigateAction, TitleOptions } from 'react-big-calendar';
import TimeGrid from 'react-big-calendar/lib/TimeGrid';
import { FOUR_DAYS } from './calendar-logic';

interface ViewProps {
  date: Date;
  localizer: DateLocalizer;
  [key: string]: unknown;
}

function range(date: Date, localizer: DateLocalizer): Date[] {
  const start = localizer.startOf(date, 'day');
  return localizer.range(start, localizer.add(start, FOUR_DAYS - 1, 'day'));
}

/**
 * The 4-day view (spec 3 §2.2): the week view's time grid for the shown day and the three after it.
 * Registered under react-big-calendar's `work_week` key (the calendar offers no work week).
 */
export function FourDayView(props: ViewProps) {
  return <TimeGrid {...props} range={range(props.date, props.localizer)} eventOffset={15} />;
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
