import type { RestRouter } from '../rest-router.js';
import { body, hal, idParam, pageOf, q } from '../lib/params.js';

const VIEW = 'id kind recipient subject state stateLabel attempts lastError createdAt sentAt nextAttemptAt refType refId';
const SETTINGS = 'inventoryConfirmation confirmationReminder officeNotice registrationCode newDocument forgottenClockOut officeEmail';
const SWITCHES = ['inventoryConfirmation', 'confirmationReminder', 'officeNotice', 'registrationCode', 'newDocument', 'forgottenClockOut'] as const;

/** The e-mail outbox and its settings (the product's extension beyond the spec's paths; Superadmin). */
export function messageRoutes(r: RestRouter): void {
  r.get('/outbox', {
    document: `query($state: String, $page: Int, $size: Int) { outboxMessages(state: $state, page: $page, size: $size) { items { ${VIEW} } number size totalElements totalPages } }`,
    variables: (req) => {
      const { page, size } = pageOf(req);
      return { state: q(req, 'state') ?? null, page: Number.isInteger(page) ? page : null, size: Number.isInteger(size) ? size : null };
    },
    map: (d) => hal('messages', d.outboxMessages),
  });
  r.get('/outbox/:id', {
    document: `query($id: Int!) { outboxMessage(id: $id) { ${VIEW} html text } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.outboxMessage,
  });
  r.post('/outbox/:id/resend', {
    document: `mutation($id: Int!) { resendOutboxMessage(id: $id) { ${VIEW} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.resendOutboxMessage,
  });
  r.get('/messages/settings', {
    document: `query { messageSettings { ${SETTINGS} } }`,
    map: (d) => d.messageSettings,
  });
  r.put('/messages/settings', {
    document: `mutation($input: MessageSettingsInput!) { updateMessageSettings(input: $input) { ${SETTINGS} } }`,
    variables: (req) => {
      const b = body(req);
      const input: Record<string, unknown> = {};
      // Only booleans switch; anything else leaves the switch as it is (the GraphQL input would refuse it with a 400).
      for (const s of SWITCHES) if (typeof b[s] === 'boolean') input[s] = b[s];
      if (b.officeEmail !== undefined) input.officeEmail = b.officeEmail === null ? '' : String(b.officeEmail);
      return { input };
    },
    map: (d) => d.updateMessageSettings,
  });
}
