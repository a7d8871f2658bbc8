import { listLimit } from '../../graphql-shared.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';
import { ConflictError, FieldErrors, ForbiddenError, isStillReferenced, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank } from '../../shared-validation.js';
import { CompanyLocation } from './company-location.entity.js';
import type { CompanyLocationInput, MarketAreaCategoryInput, MarketAreaInput } from './inventories.types.js';
import { MarketArea, MarketAreaCategory } from './market-area.entity.js';

const canAdminister = (u: CurrentUser) => can(u, 'editInventoryAdministration');
/** Market areas are read by inventory administration and by order planning. */
const canReadMarketAreas = (u: CurrentUser) => can(u, 'readMarketAreas');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
const nameFilter = (term?: string | null) => (term?.trim() ? { name: { $ilike: `%${escapeLike(term.trim())}%` } } : {});
const limit = (size?: number | null) => listLimit(size, 1000);

/** Company locations and market areas with their categories (spec 3 §2.6 administration). */
export class InventoriesService {
  private assertAdmin(actor: CurrentUser) {
    if (!canAdminister(actor)) throw new ForbiddenError();
  }

  // ------------------------------------------------------------ company locations

  /** Every logged-in user may list them: employee forms and travel times pick from them. */
  listLocations(em: EntityManager, term?: string | null, size?: number | null, sort?: string | null) {
    const [field, dir] = (sort ?? 'name').split(',');
    const key = ['id', 'name', 'city', 'zip'].includes(field) ? field : 'name';
    return em.find(CompanyLocation, nameFilter(term), { orderBy: { [key]: dir === 'desc' ? 'desc' : 'asc' }, limit: limit(size) });
  }

  async getLocation(em: EntityManager, id: number) {
    const location = await em.findOne(CompanyLocation, { id });
    if (!location) throw new NotFoundError(msg.locationNotFound);
    return location;
  }

  async saveLocation(em: EntityManager, actor: CurrentUser, id: number | null, input: CompanyLocationInput) {
    this.assertAdmin(actor);
    const errors = new FieldErrors();
    if (blank(input.name)) errors.add('name', msg.nameRequired);
    const zip = input.zip == null ? '' : String(input.zip).trim();
    if (zip && !/^\d{1,5}$/.test(zip)) errors.add('zip', msg.zipInvalid);
    errors.throwIfAny();
    const location = id === null ? em.create(CompanyLocation, { name: '' }) : await this.getLocation(em, id);
    Object.assign(location, {
      name: input.name!.trim(),
      notes: input.notes?.trim() ?? '',
      street: input.street?.trim() ?? '',
      zip,
      city: input.city?.trim() ?? '',
    });
    await em.flush();
    return location;
  }

  /** Refused with 409 while employees or travel times refer to the location (foreign keys decide). */
  async deleteLocation(em: EntityManager, actor: CurrentUser, id: number) {
    this.assertAdmin(actor);
    await this.getLocation(em, id);
    try {
      await em.nativeDelete(CompanyLocation, { id });
    } catch (err) {
      if (isStillReferenced(err)) throw new ConflictError(msg.locationInUse);
      throw err;
    }
    return true;
  }

  // ------------------------------------------------------------ market areas

  async listMarketAreas(em: EntityManager, actor: CurrentUser, term?: string | null, size?: number | null, withCategories = false) {
    if (!canReadMarketAreas(actor)) throw new ForbiddenError();
    return em.find(MarketArea, nameFilter(term), {
      orderBy: { name: 'asc' },
      limit: limit(size),
      populate: withCategories ? ['categories'] : [],
    });
  }

  async saveMarketArea(em: EntityManager, actor: CurrentUser, id: number | null, input: MarketAreaInput) {
    this.assertAdmin(actor);
    const errors = new FieldErrors();
    if (blank(input.name)) errors.add('name', msg.nameRequired);
    checkDeviation(errors, input.countingSpeedDeviation);
    errors.throwIfAny();
    const area = id === null ? em.create(MarketArea, { name: '' }) : await this.getMarketArea(em, id);
    area.name = input.name!.trim();
    if (input.active != null) area.active = input.active;
    area.countingSpeedDeviation = input.countingSpeedDeviation ?? 0;
    await em.flush();
    return area;
  }

  async deleteMarketArea(em: EntityManager, actor: CurrentUser, id: number) {
    this.assertAdmin(actor);
    await this.getMarketArea(em, id);
    await em.nativeDelete(MarketArea, { id }); // categories go with it (on delete cascade)
    return true;
  }

  private async getMarketArea(em: EntityManager, id: number) {
    const area = await em.findOne(MarketArea, { id });
    if (!area) throw new NotFoundError(msg.marketAreaNotFound);
    return area;
  }

  async listCategories(em: EntityManager, actor: CurrentUser, marketAreaId?: number | null) {
    if (!canReadMarketAreas(actor)) throw new ForbiddenError();
    return em.find(MarketAreaCategory, marketAreaId != null ? { marketArea: marketAreaId } : {}, { orderBy: { marketArea: { name: 'asc' }, name: 'asc' }, populate: ['marketArea'] });
  }

  async getCategory(em: EntityManager, actor: CurrentUser, id: number) {
    if (!canReadMarketAreas(actor)) throw new ForbiddenError();
    const category = await em.findOne(MarketAreaCategory, { id }, { populate: ['marketArea'] });
    if (!category) throw new NotFoundError(msg.categoryNotFound);
    return category;
  }

  async saveCategory(em: EntityManager, actor: CurrentUser, id: number | null, input: MarketAreaCategoryInput) {
    this.assertAdmin(actor);
    const errors = new FieldErrors();
    if (blank(input.name)) errors.add('name', msg.nameRequired);
    checkDeviation(errors, input.countingSpeedDeviation);
    const category = id === null ? null : await this.getCategory(em, actor, id);
    let area: MarketArea | null = category?.marketArea ?? null;
    if (input.marketAreaId != null) area = await em.findOne(MarketArea, { id: input.marketAreaId });
    if (!area) errors.add('marketAreaId', msg.marketAreaRequired);
    errors.throwIfAny();
    const row = category ?? em.create(MarketAreaCategory, { name: '', marketArea: area! });
    row.name = input.name!.trim();
    row.countingSpeedDeviation = input.countingSpeedDeviation ?? 0;
    row.marketArea = area!;
    await em.flush();
    return row;
  }

  async deleteCategory(em: EntityManager, actor: CurrentUser, id: number) {
    this.assertAdmin(actor);
    await this.getCategory(em, actor, id);
    await em.nativeDelete(MarketAreaCategory, { id });
    return true;
  }
}

function checkDeviation(errors: FieldErrors, v: number | null | undefined) {
  if (!blank(v) && !(Number.isFinite(v) && v! > -100 && v! < 10_000)) errors.add('countingSpeedDeviation', msg.deviationInvalid);
}
