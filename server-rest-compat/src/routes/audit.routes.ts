import type { RestRouter } from '../rest-router.js';
import { hal, int, pageOf, q } from '../lib/params.js';

const EVENT = `id at actorUserId actorUsername action entityType entityId requestId clientAddress changes { field from to }`;

/** The audit trail, Superadmin only: newest first, at most 100 per page. */
export function auditRoutes(r: RestRouter): void {
  r.get('/audit-events', {
    document: `query($filter: AuditFilterInput, $page: Int, $size: Int) {
      auditEvents(filter: $filter, page: $page, size: $size) { items { ${EVENT} } number size totalElements totalPages } }`,
    variables: (req) => {
      const { page, size } = pageOf(req);
      return {
        page,
        size,
        filter: {
          userId: int(q(req, 'userId')),
          entityType: q(req, 'entityType'),
          entityId: q(req, 'entityId'),
          action: q(req, 'action'),
          from: q(req, 'from'),
          to: q(req, 'to'),
        },
      };
    },
    map: (d) => hal('auditEvents', d.auditEvents),
  });
}
