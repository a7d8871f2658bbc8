// react-big-calendar exports no TimeGrid from its entry (its types claim one); the 4-day view takes it
// from the library's own module, as the library's custom-view example does.
declare module 'react-big-calendar/lib/TimeGrid' {
  import type { ComponentType } from 'react';

  const TimeGrid: ComponentType<Record<string, unknown>>;
  export default TimeGrid;
}
