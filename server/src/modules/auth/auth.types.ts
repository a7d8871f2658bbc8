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

  @Field(() => [String], {
    description: 'The named requirements (REQUIRES of @inv/domain) the user satisfies: what the client may offer, so it never re-derives rules from authorities.',
  })
  abilities!: string[];

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

  @Field(() => Boolean, { description: 'A second factor (TOTP) is enrolled.' })
  secondFactorEnabled!: boolean;

  @Field(() => Boolean, { description: 'A second factor is required but not enrolled: nothing but the enrolment is allowed.' })
  mustEnrolSecondFactor!: boolean;

  @Field(() => Boolean, { description: 'Demo accounts with the published demo password exist (shown on the login page).' })
  demoData!: boolean;
}

@ObjectType({ description: 'A second-factor enrolment in progress: scan the QR code, then confirm with a code.' })
export class SecondFactorEnrolment {
  @Field(() => String, { description: 'Base32 secret for manual entry.' })
  secret!: string;

  @Field(() => String)
  otpauthUri!: string;

  @Field(() => String, { description: 'The otpauth URI as a PNG data URL.' })
  qrCodeDataUrl!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;
}
