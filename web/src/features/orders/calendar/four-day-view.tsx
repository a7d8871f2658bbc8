import type { DateLocalizer, NavigateAction, TitleOptions } from 'react-big-calendar';
import TimeGridModule from 'react-big-calendar/lib/TimeGrid';
import { FOUR_DAYS } from './calendar-logic';

const TimeGrid = 'default' in TimeGridModule ? TimeGridModule.default : TimeGridModule;

interface ViewProps {
  date: Date;
  localizer: DateLocalizer;
  min?: Date;
  max?: Date;
  scrollToTime?: Date;
  enableAutoScroll?: boolean;
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
export function FourDayView({ min, max, scrollToTime, enableAutoScroll, ...props }: ViewProps) {
  // The library's Week view defaults these with the localizer (TimeGrid itself has no defaults).
  const { localizer } = props;
  return (
    <TimeGrid
      {...props}
      range={range(props.date, localizer)}
      eventOffset={15}
      min={min ?? localizer.startOf(new Date(), 'day')}
      max={max ?? localizer.endOf(new Date(), 'day')}
      scrollToTime={scrollToTime ?? localizer.startOf(new Date(), 'day')}
      enableAutoScroll={enableAutoScroll ?? true}
    />
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
