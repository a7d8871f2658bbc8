import type { RestRouter } from '../rest-router.js';

const FEED = 'url active createdAt';

/**
 * Calendar subscriptions: the own assignments (/me/calendar-feed), the office's inventories
 * (/orders/calendar-feed), and the feed itself (/calendar-feed/{token}.ics), fetched by calendar apps
 * without a session (the token is the credential).
 */
export function calendarFeedRoutes(r: RestRouter): void {
  r.get('/me/calendar-feed', { document: `query { myCalendarFeed { ${FEED} } }`, map: (d) => d.myCalendarFeed });
  r.post('/me/calendar-feed', { document: `mutation { renewMyCalendarFeed { ${FEED} } }`, map: (d) => d.renewMyCalendarFeed });
  r.delete('/me/calendar-feed', { document: `mutation { revokeMyCalendarFeed }`, status: 204, map: () => undefined });

  r.get('/orders/calendar-feed', { document: `query { officeCalendarFeed { ${FEED} } }`, map: (d) => d.officeCalendarFeed });
  r.post('/orders/calendar-feed', { document: `mutation { renewOfficeCalendarFeed { ${FEED} } }`, map: (d) => d.renewOfficeCalendarFeed });
  r.delete('/orders/calendar-feed', { document: `mutation { revokeOfficeCalendarFeed }`, status: 204, map: () => undefined });

  r.get('/calendar-feed/:token.ics', {
    document: `query($token: String!) { calendarFeedIcs(token: $token) }`,
    variables: (req) => ({ token: String(req.params.token) }),
    map: (d, _req, res) => {
      res.setHeader('content-type', 'text/calendar; charset=utf-8');
      res.setHeader('content-disposition', 'inline; filename="kalender.ics"');
      return Buffer.from(d.calendarFeedIcs as string, 'utf8');
    },
  });
}
