import { REQUIRES } from '@inv/domain';
import { Arg, Args, Authorized, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { PageArgs } from '../../graphql-shared.js';
import { Customer, CustomerType } from './customer.entity.js';
import { Address, CustomerFilterInput, CustomerInput, CustomerOrders, CustomerPage, TravelTimeView } from './customer.types.js';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

@Resolver(() => Customer)
export class CustomerResolver {
  @Authorized()
  @Query(() => CustomerPage)
  customers(@Context() ctx: Ctx, @Args(() => PageArgs) paging: PageArgs, @Arg('filter', () => CustomerFilterInput, { nullable: true }) filter?: CustomerFilterInput | null) {
    return ctx.services.customers.list(ctx.em, ctx.user!, filter ?? {}, paging);
  }

  @Authorized()
  @Query(() => [Customer])
  customerSearch(@Context() ctx: Ctx, @Arg('term', () => String) term: string) {
    return ctx.services.customers.search(ctx.em, ctx.user!, term);
  }

  @Authorized()
  @Query(() => Customer)
  customer(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.customers.get(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [CustomerType])
  customerTypes(@Context() ctx: Ctx) {
    return ctx.services.customers.types(ctx.em, ctx.user!);
  }

  @Authorized()
  @Query(() => CustomerOrders)
  customerOrders(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.customers.orders(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [TravelTimeView])
  customerTravelTimes(@Context() ctx: Ctx, @Arg('customerId', () => Int) customerId: number) {
    return ctx.services.customers.travelTimes(ctx.em, ctx.user!, customerId);
  }

  @Authorized(...REQUIRES.editCustomers)
  @Mutation(() => Customer)
  createCustomer(@Context() ctx: Ctx, @Arg('input', () => CustomerInput) input: CustomerInput) {
    return ctx.services.customers.create(ctx.em, ctx.user!, input);
  }

  @Authorized(...REQUIRES.editCustomers)
  @Mutation(() => Customer)
  updateCustomer(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => CustomerInput) input: CustomerInput) {
    return ctx.services.customers.update(ctx.em, ctx.user!, id, input);
  }

  @Authorized(...REQUIRES.editCustomers)
  @Mutation(() => Customer, { description: 'Deletes the customer, or makes it inactive when orders refer to it.' })
  async deleteCustomer(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return (await ctx.services.customers.delete(ctx.em, ctx.user!, id)).customer;
  }

  @Authorized(...REQUIRES.editCustomers)
  @Mutation(() => TravelTimeView)
  createCustomerTravelTime(
    @Context() ctx: Ctx,
    @Arg('customerId', () => Int, { nullable: true }) customerId: number | null,
    @Arg('companyLocationId', () => Int, { nullable: true }) companyLocationId: number | null,
    @Arg('travelTime', () => Int, { nullable: true }) travelTime: number | null,
  ) {
    return ctx.services.customers.createTravelTime(ctx.em, ctx.user!, { customerId, companyLocationId, travelTime });
  }

  @Authorized(...REQUIRES.editCustomers)
  @Mutation(() => TravelTimeView)
  updateCustomerTravelTime(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('travelTime', () => Int, { nullable: true }) travelTime: number | null) {
    return ctx.services.customers.updateTravelTime(ctx.em, ctx.user!, id, travelTime);
  }

  // ------------------------------------------------ derived fields of the documented shape

  @FieldResolver(() => Int)
  customerTypeId(@Root() c: Customer): number {
    return c.customerType.id;
  }

  @FieldResolver(() => String)
  customerTypeName(@Root() c: Customer): string {
    return c.customerType.name;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The customer number (not the id).' })
  customerId(@Root() c: Customer): string | null {
    return c.customerNumber;
  }

  @FieldResolver(() => Address)
  address(@Root() c: Customer): Address {
    return { street: c.street, zip: c.zip, city: c.city };
  }

  @FieldResolver(() => String)
  addressAsString(@Root() c: Customer): string {
    return [c.street, [c.zip, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  }

  @FieldResolver(() => String, { nullable: true })
  valueFormatted(@Root() c: Customer): string | null {
    return c.inventoryValue == null ? null : euro.format(c.inventoryValue);
  }

  @FieldResolver(() => String, { nullable: true, description: 'REWE: region, VB and KST.' })
  costCenterFormatted(@Root() c: Customer): string | null {
    const parts = [c.region, c.sellingArea, c.costCenter].filter(Boolean);
    return parts.length ? parts.join(' ') : null;
  }
}
