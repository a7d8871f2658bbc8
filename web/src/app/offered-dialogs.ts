import { offerDialogs } from '@/shared/offered-dialogs';

// The dialogs features offer on each other's screens (shared/offered-dialogs.ts), each its own chunk.
offerDialogs({
  createEmployee: () => import('@/features/employees/create-employee.lazy'),
  worklog: () => import('@/features/worklogs/worklog-dialog.lazy'),
});
