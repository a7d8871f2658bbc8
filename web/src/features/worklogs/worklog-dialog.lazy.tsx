// The worklog dialog as its own lazy chunk (with the worklogs texts) and the delete its lists offer,
// for the order's worklogs tab (spec 3 §2.4), which shows the worklogs feature's dialog.
import './texts';

export { WorklogDialog as default } from './components/worklog-dialog';
export { deleteWorklog } from './components/worklog-delete';
