import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';
import { STATE_LABELS, type OutboxState } from './message-settings.js';
import type { OutboxMessage } from './outbox-message.entity.js';

@ObjectType({ description: 'One message of the e-mail outbox (without its contents).' })
export class OutboxMessageView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'INVENTORY_CONFIRMATION, CONFIRMATION_REMINDER, OFFICE_NOTICE, REGISTRATION_CODE, NEW_DOCUMENT, FORGOTTEN_CLOCK_OUT' }) kind!: string;
  @Field(() => String) recipient!: string;
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'PENDING, SENT, FAILED, NO_SMTP' }) state!: string;
  @Field(() => String, { description: "German: 'wartet', 'versendet', 'fehlgeschlagen', 'nicht versendet (kein SMTP)'." }) stateLabel!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true, description: 'The last delivery error (credentials removed).' }) lastError!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) sentAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When a PENDING message is tried next.' }) nextAttemptAt!: Date | null;
  @Field(() => String, { description: 'Order, RegistrationCode, EmployeeDocument, Worklog' }) refType!: string;
  @Field(() => String) refId!: string;
}

@ObjectType({ description: 'One message of the e-mail outbox with its contents (the preview).' })
export class OutboxMessageDetail extends OutboxMessageView {
  @Field(() => String) html!: string;
  @Field(() => String) text!: string;
}

@ObjectType()
export class OutboxPage extends Paged {
  @Field(() => Int, { description: 'All messages of the filter (= totalElements).' }) total!: number;
  @Field(() => [OutboxMessageView]) items!: OutboxMessageView[];
}

@ArgsType()
export class OutboxArgs {
  @Field(() => String, { nullable: true, description: 'PENDING, SENT, FAILED or NO_SMTP; none: all.' }) state?: string | null;
  @Field(() => Int, { nullable: true, description: '0-based.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 25, at most 100.' }) size?: number | null;
}

@ObjectType({ description: 'Which messages are sent (each kind on or off) and the office address for office notices.' })
export class MessageSettings {
  @Field(() => Boolean, { description: 'The store gets the inventory date and its confirmation link.' }) inventoryConfirmation!: boolean;
  @Field(() => Boolean, { description: 'The store is reminded of an unconfirmed inventory before the link expires.' }) confirmationReminder!: boolean;
  @Field(() => Boolean, { description: 'The office hears when a store confirms or changes an inventory.' }) officeNotice!: boolean;
  @Field(() => Boolean, { description: 'An applicant gets the registration code by e-mail.' }) registrationCode!: boolean;
  @Field(() => Boolean, { description: 'An employee hears of a new payslip or tax certificate in the archive.' }) newDocument!: boolean;
  @Field(() => Boolean, { description: 'Team leader and office hear of a clock-in open for more than 12 hours.' }) forgottenClockOut!: boolean;
  @Field(() => String, { description: "The office's address ('' when unset)." }) officeEmail!: string;
}

@InputType({ description: 'Only the fields sent change.' })
export class MessageSettingsInput {
  @Field(() => Boolean, { nullable: true }) inventoryConfirmation?: boolean | null;
  @Field(() => Boolean, { nullable: true }) confirmationReminder?: boolean | null;
  @Field(() => Boolean, { nullable: true }) officeNotice?: boolean | null;
  @Field(() => Boolean, { nullable: true }) registrationCode?: boolean | null;
  @Field(() => Boolean, { nullable: true }) newDocument?: boolean | null;
  @Field(() => Boolean, { nullable: true }) forgottenClockOut?: boolean | null;
  @Field(() => String, { nullable: true, description: "Blank clears it; else a valid address (422 'Ungültiges E-Mail Format' on officeEmail)." }) officeEmail?: string | null;
}

export function outboxView(m: OutboxMessage): OutboxMessageView {
  return {
    id: m.id,
    kind: m.kind,
    recipient: m.recipient,
    subject: m.subject,
    state: m.state,
    stateLabel: STATE_LABELS[m.state as OutboxState] ?? m.state,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt,
    sentAt: m.sentAt,
    nextAttemptAt: m.state === 'PENDING' ? m.nextAttemptAt : null,
    refType: m.refType,
    refId: m.refId,
  };
}

export const outboxDetail = (m: OutboxMessage): OutboxMessageDetail => ({ ...outboxView(m), html: m.html, text: m.text });
