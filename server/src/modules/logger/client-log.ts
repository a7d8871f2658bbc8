import { Arg, Ctx as Context, Field, InputType, Int, Mutation, Resolver, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { IsOptional, MaxLength } from 'class-validator';
import type { Ctx } from '../../context.js';
import { maskRoute, maskText } from './log-safety.js';

export enum ClientLogLevel {
  INFO = 'INFO',
  ERROR = 'ERROR',
}
registerEnumType(ClientLogLevel, { name: 'ClientLogLevel' });

@InputType({ description: 'POST /api/logger: {level INFO, msg} or {level ERROR, httpStatus, route, message}.' })
export class ClientLogInput {
  @Field(() => ClientLogLevel)
  level!: ClientLogLevel;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(4000)
  msg?: string;

  @Field(() => Int, { nullable: true })
  httpStatus?: number;

  @Field(() => GraphQLJSONObject, { nullable: true })
  route?: Record<string, unknown>;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(4000)
  message?: string;
}

@Resolver()
export class ClientLogResolver {
  /** Public: the login and registration pages report their errors too. Size-limited, throttled per address. */
  @Mutation(() => Boolean)
  async logClientEvent(@Arg('input', () => ClientLogInput) input: ClientLogInput, @Context() ctx: Ctx): Promise<boolean> {
    await ctx.services.clientLog.consume(ctx.req.ip ?? 'unknown');
    const entry = {
      source: 'client',
      user: ctx.user?.username ?? null,
      httpStatus: input.httpStatus,
      // Route params may hold a registration or confirmation uuid: masked (secrets stay out of logs).
      route: input.route ? JSON.stringify(maskRoute(input.route)).slice(0, 2000) : undefined,
      requestId: ctx.requestId,
    };
    const text = maskText((input.msg ?? input.message ?? '').slice(0, 4000));
    if (input.level === ClientLogLevel.ERROR) ctx.services.log.warn(entry, text);
    else ctx.services.log.info(entry, text);
    return true;
  }
}
