import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType({ description: 'Authentication state of the current request (GET /api/auth).' })
export class AuthState {
  @Field(() => Boolean)
  authenticated!: boolean;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [String])
  authorities!: string[];

  @Field(() => Int, { nullable: true })
  employeeId!: number | null;

  @Field(() => String, { nullable: true })
  username!: string | null;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The login before the current one.' })
  lastLogin!: Date | null;

  @Field(() => Boolean, { description: 'Initial password: nothing but the password change is allowed.' })
  mustChangePassword!: boolean;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;
}
