// react-big-calendar exports no TimeGrid from its entry (its types claim one); the 4-day view takes it
// from the library's own CommonJS module, as the library's custom-view example does. Depending on the
// bundler's interop the default import is the component or the module object holding it.
declare module 'react-big-calendar/lib/TimeGrid' {
  import type { ComponentType } from 'react';

  const TimeGrid: ComponentType<Record<string, unknown>> | { default: ComponentType<Record<string, unknown>> };
  export default TimeGrid;
}
