import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { CompanyLocation } from './company-location.entity.js';
import { CompanyLocationInput, MarketAreaCategoryInput, MarketAreaInput } from './inventories.types.js';
import { MarketArea, MarketAreaCategory } from './market-area.entity.js';

@Resolver()
export class CompanyLocationResolver {
  @Authorized()
  @Query(() => [CompanyLocation], { description: 'For every logged-in user: forms pick from them.' })
  companyLocations(
    @Context() ctx: Ctx,
    @Arg('term', () => String, { nullable: true }) term?: string | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
    @Arg('sort', () => String, { nullable: true }) sort?: string | null,
  ) {
    return ctx.services.inventories.listLocations(ctx.em, term, size, sort);
  }

  @Authorized()
  @Query(() => CompanyLocation)
  companyLocation(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.inventories.getLocation(ctx.em, id);
  }

  @Authorized(...REQUIRES.editInventoryAdministration)
  @Mutation(() => CompanyLocation)
  saveCompanyLocation(
    @Context() ctx: Ctx,
    @Arg('input', () => CompanyLocationInput) input: CompanyLocationInput,
    @Arg('id', () => Int, { nullable: true, description: 'Absent: create.' }) id?: number | null,
  ) {
    return ctx.services.inventories.saveLocation(ctx.em, ctx.user!, id ?? null, input);
  }

  @Authorized(...REQUIRES.editInventoryAdministration)
  @Mutation(() => Boolean)
  deleteCompanyLocation(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.inventories.deleteLocation(ctx.em, ctx.user!, id);
  }
}

@Resolver(() => MarketArea)
export class MarketAreaResolver {
  @Authorized()
  @Query(() => [MarketArea])
  marketAreas(
    @Context() ctx: Ctx,
    @Arg('term', () => String, { nullable: true }) term?: string | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ) {
    return ctx.services.inventories.listMarketAreas(ctx.em, ctx.user!, term, size, true);
  }

  @FieldResolver(() => [MarketAreaCategory])
  async categories(@Root() area: MarketArea): Promise<MarketAreaCategory[]> {
    if (!area.categories.isInitialized()) await area.categories.init();
    return area.categories.getItems();
  }

  @Authorized(...REQUIRES.editInventoryAdministration)
  @Mutation(() => MarketArea)
  saveMarketArea(@Context() ctx: Ctx, @Arg('input', () => MarketAreaInput) input: MarketAreaInput, @Arg('id', () => Int, { nullable: true }) id?: number | null) {
    return ctx.services.inventories.saveMarketArea(ctx.em, ctx.user!, id ?? null, input);
  }

  @Authorized(...REQUIRES.editInventoryAdministration)
  @Mutation(() => Boolean)
  deleteMarketArea(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.inventories.deleteMarketArea(ctx.em, ctx.user!, id);
  }
}

@Resolver(() => MarketAreaCategory)
export class MarketAreaCategoryResolver {
  @Authorized()
  @Query(() => [MarketAreaCategory])
  marketAreaCategories(@Context() ctx: Ctx, @Arg('marketAreaId', () => Int, { nullable: true }) marketAreaId?: number | null) {
    return ctx.services.inventories.listCategories(ctx.em, ctx.user!, marketAreaId);
  }

  @Authorized()
  @Query(() => MarketAreaCategory)
  marketAreaCategory(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.inventories.getCategory(ctx.em, ctx.user!, id);
  }

  @FieldResolver(() => Int)
  marketAreaId(@Root() c: MarketAreaCategory): number {
    return c.marketArea.id;
  }

  @Authorized(...REQUIRES.editInventoryAdministration)
  @Mutation(() => MarketAreaCategory)
  saveMarketAreaCategory(
    @Context() ctx: Ctx,
    @Arg('input', () => MarketAreaCategoryInput) input: MarketAreaCategoryInput,
    @Arg('id', () => Int, { nullable: true }) id?: number | null,
  ) {
    return ctx.services.inventories.saveCategory(ctx.em, ctx.user!, id ?? null, input);
  }

  @Authorized(...REQUIRES.editInventoryAdministration)
  @Mutation(() => Boolean)
  deleteMarketAreaCategory(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.inventories.deleteCategory(ctx.em, ctx.user!, id);
  }
}
