import type { CurrentUser } from '../../auth/current-user.js';
import { can } from '@inv/domain';

/**
 * Reports and the performance table need Statistic (or Superadmin); neither carries money
 * (docs/decisions/statistics.md#STA-8, STA-13, STA-14).
 */
export const canUseReports = (u: Pick<CurrentUser, 'authorities'>) => can(u, 'useStatistics');
