import type { CurrentUser } from '../../auth/current-user.js';
import { can } from '@inv/domain';

/** Reports and the performance table need Statistic (or Superadmin); neither carries money (contract 16 rule 4). */
export const canUseReports = (u: Pick<CurrentUser, 'authorities'>) => can(u, 'useStatistics');
