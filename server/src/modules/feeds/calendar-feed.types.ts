import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A calendar subscription address (iCalendar). The address is shown once, when it is made.' })
export class CalendarFeed {
  @Field(() => String, {
    description: 'The subscription address when this call made it; empty when an active feed exists whose address was shown before (only its sha256 is stored: renew to see a new one).',
  })
  url!: string;

  @Field(() => Boolean, { description: 'An active (not revoked) feed exists.' })
  active!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the active feed was made.' })
  createdAt!: Date | null;
}
