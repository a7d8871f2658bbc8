import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, isStillReferenced, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank, isEmail } from '../../shared-validation.js';
import { CompanyLocation } from '../inventories/company-location.entity.js';
import { Order } from '../orders/order.entity.js';
import { today } from '../../shared-dates.js';

const todayIso = () => today().toISODate()!;
import { Customer, CustomerTravelTime, CustomerType, isReweType } from './customer.entity.js';
import * as policy from './customer.policy.js';
import * as orderPolicy from '../orders/order.policy.js';
import type { CustomerFilterInput, CustomerInput, CustomerOrders, CustomerPage, TravelTimeView } from './customer.types.js';
import { writeNativeAudit } from '../audit/audit.writer.js';
import { loadOrderTimes } from '../worklogs/accounting.service.js';
import { pageWindow, type PageArgs } from '../../graphql-shared.js';

export const MAX_TRAVEL_MINUTES = 99 * 60 + 59;
const NEW_TYPE = -1;
const TEXT_FIELDS = ['company', 'street', 'city', 'email', 'phone', 'mobile', 'fax', 'storeManager', 'storeAssistant', 'notesOg', 'notesFlowers', 'notesStorage', 'notesDrinks', 'doorcode', 'additionalInformation'] as const;
const FLAGS = ['og', 'flowers', 'storage', 'drinks', 'targetActualComparison', 'labels'] as const;
const SORTS: Record<string, string> = { id: 'id', name: 'name', city: 'city', zip: 'zip', customerClass: 'customerClass', positions: 'positions', active: 'active', inventoryValue: 'inventoryValue' };
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export class CustomerService {
  private assertRead(actor: CurrentUser) {
    if (!policy.canReadCustomers(actor)) throw new ForbiddenError();
  }
  private assertEdit(actor: CurrentUser) {
    if (!policy.canEditCustomers(actor)) throw new ForbiddenError();
  }

  async list(em: EntityManager, actor: CurrentUser, f: CustomerFilterInput = {}, paging: PageArgs = {}): Promise<CustomerPage> {
    if (!policy.canListCustomers(actor)) throw new ForbiddenError();
    const where: Record<string, unknown>[] = [];
    if (f.search?.trim()) {
      const t = `%${escapeLike(f.search.trim())}%`;
      where.push({ $or: [{ name: { $ilike: t } }, { city: { $ilike: t } }, { zip: { $ilike: t } }, { customerNumber: { $ilike: t } }, { company: { $ilike: t } }] });
    }
    if (f.name) where.push({ name: { $ilike: `%${escapeLike(f.name)}%` } });
    if (f.city) where.push({ city: { $ilike: `%${escapeLike(f.city)}%` } });
    if (f.zip) where.push({ zip: { $like: `${escapeLike(f.zip)}%` } });
    if (f.customerClass) where.push({ customerClass: f.customerClass });
    if (f.customerTypeId != null) where.push({ customerType: f.customerTypeId });
    if (f.active != null) where.push({ active: f.active });
    const [field, dir] = (paging.sort ?? 'name').split(',');
    const total = await em.count(Customer, { $and: where });
    const { size, number } = pageWindow(paging, total, 25);
    const items = await em.find(Customer, { $and: where }, {
      orderBy: [{ [SORTS[field] ?? 'name']: dir === 'desc' ? 'desc' : 'asc' }, { id: 'asc' }],
      limit: size,
      offset: number * size,
    });
    return { items, number, size, totalElements: total, totalPages: Math.ceil(total / size) };
  }

  async search(em: EntityManager, actor: CurrentUser, term: string): Promise<Customer[]> {
    return (await this.list(em, actor, { search: term, active: true }, { size: 50 })).items;
  }

  async get(em: EntityManager, actor: CurrentUser, id: number): Promise<Customer> {
    this.assertRead(actor);
    const customer = await em.findOne(Customer, { id });
    if (!customer || !(await this.mayRead(em, actor, customer))) throw new NotFoundError(msg.customerNotFound);
    return customer;
  }

  /**
   * The customer of an order the actor may see (orders are read by id with Order or Timeclock rights,
   * order.policy canReadOrders), unless the actor may read any customer.
   */
  private async mayRead(em: EntityManager, actor: CurrentUser, customer: Customer): Promise<boolean> {
    if (policy.canReadAnyCustomer(actor)) return true;
    if (!orderPolicy.canReadOrders(actor)) return false;
    return (await em.count(Order, { customer })) > 0;
  }

  async types(em: EntityManager, actor: CurrentUser): Promise<CustomerType[]> {
    this.assertRead(actor);
    return em.find(CustomerType, {}, { orderBy: { name: 'asc' } });
  }

  async create(em: EntityManager, actor: CurrentUser, input: CustomerInput): Promise<Customer> {
    this.assertEdit(actor);
    return em.transactional(async (tx) => {
      const customer = tx.create(Customer, { name: '', customerType: undefined as never });
      await this.apply(tx, customer, input);
      await tx.flush();
      return customer;
    });
  }

  async update(em: EntityManager, actor: CurrentUser, id: number, input: CustomerInput): Promise<Customer> {
    this.assertEdit(actor);
    const customer = await this.get(em, actor, id);
    if (!customer.active) throw new ConflictError(msg.customerInactive);
    return em.transactional(async (tx) => {
      await this.apply(tx, customer, input);
      await tx.flush();
      return customer;
    });
  }

  /**
   * Deletes a customer; one that orders still reference (a foreign key of the orders feature)
   * becomes inactive instead, so its history stays intact. Returns whether it was deleted.
   */
  async delete(em: EntityManager, actor: CurrentUser, id: number): Promise<{ deleted: boolean; customer: Customer }> {
    this.assertEdit(actor);
    const customer = await this.get(em, actor, id);
    try {
      await em.transactional(async (tx) => {
        await tx.nativeDelete(Customer, { id });
        await writeNativeAudit(tx, 'DELETE', customer);
      });
      return { deleted: true, customer };
    } catch (err) {
      if (!isStillReferenced(err)) throw err;
      const fresh = em.fork();
      await fresh.transactional(async (tx) => (await tx.nativeUpdate(Customer, { id }, { active: false })) && writeNativeAudit(tx, 'UPDATE', customer, [{ field: 'active', from: customer.active, to: false }]));
      customer.active = false;
      return { deleted: false, customer };
    }
  }

  /**
   * Past orders (ended before today, newest first) with team leader and figures, and upcoming ones
   * (running today or later, soonest first). Worked minutes, first start and last end come from the
   * orders' worklogs in one query (loadOrderTimes: the accounting rule); an order without finished work
   * shows its planned start time, no end and 0 minutes.
   */
  async orders(em: EntityManager, actor: CurrentUser, id: number): Promise<CustomerOrders> {
    const customer = await this.get(em, actor, id);
    const today = todayIso();
    const [past, upcoming] = await Promise.all([
      em.find(Order, { customer, validTo: { $lt: today } }, { orderBy: { validFrom: 'desc' }, populate: ['teamLeader', 'assignments'], strategy: 'select-in', limit: 500 }),
      em.find(Order, { customer, validTo: { $gte: today } }, { orderBy: { validFrom: 'asc' }, limit: 500 }),
    ]);
    const times = await loadOrderTimes(em, past.map((o) => o.id));
    return {
      past: past.map((o) => ({
        order: {
          id: o.id,
          name: o.name,
          notes: o.notes || null,
          teamLeader: o.teamLeader ? { firstName: o.teamLeader.firstName, lastName: o.teamLeader.lastName } : null,
        },
        fromDate: o.validFrom,
        toDate: o.validTo,
        start: times.get(o.id)?.start ?? o.startTime,
        end: times.get(o.id)?.end ?? null,
        employeeCount: o.assignments.count(),
        numberOfPositions: o.positions,
        minutes: times.get(o.id)?.minutes ?? 0,
      })),
      upcoming: upcoming.map((o) => ({ id: o.id, orderType: o.orderType, name: o.name, validFrom: o.validFrom, notes: o.notes || null })),
    };
  }

  // ------------------------------------------------------------ travel times

  async travelTimes(em: EntityManager, actor: CurrentUser, customerId: number): Promise<TravelTimeView[]> {
    await this.get(em, actor, customerId);
    const rows = await em.find(CustomerTravelTime, { customer: customerId }, { populate: ['companyLocation'], orderBy: { companyLocation: { name: 'asc' } } });
    return rows.map(view);
  }

  async createTravelTime(em: EntityManager, actor: CurrentUser, input: { customerId?: number | null; companyLocationId?: number | null; travelTime?: number | null }): Promise<TravelTimeView> {
    this.assertEdit(actor);
    const errors = new FieldErrors();
    if (blank(input.customerId)) errors.add('customerId', msg.required('Kunde'));
    if (blank(input.companyLocationId)) errors.add('companyLocationId', msg.required('Standort'));
    validateMinutes(errors, input.travelTime);
    errors.throwIfAny();
    const customer = await this.get(em, actor, input.customerId!);
    if (!customer.active) throw new ConflictError(msg.customerInactive);
    const location = await em.findOne(CompanyLocation, { id: input.companyLocationId! });
    if (!location) new FieldErrors().add('companyLocationId', msg.companyLocationInvalid).throwIfAny();
    if (await em.findOne(CustomerTravelTime, { customer, companyLocation: location! })) throw new ConflictError(msg.travelTimeExists);
    const row = em.create(CustomerTravelTime, { customer, companyLocation: location!, travelTime: Math.round(input.travelTime ?? 0) });
    await em.flush();
    return view(row);
  }

  async updateTravelTime(em: EntityManager, actor: CurrentUser, id: number, travelTime: number | null | undefined): Promise<TravelTimeView> {
    this.assertEdit(actor);
    const errors = new FieldErrors();
    validateMinutes(errors, travelTime);
    errors.throwIfAny();
    const row = await em.findOne(CustomerTravelTime, { id }, { populate: ['companyLocation', 'customer'] });
    if (!row) throw new NotFoundError(msg.entryNotFound);
    if (!row.customer.active) throw new ConflictError(msg.customerInactive);
    row.travelTime = Math.round(travelTime ?? 0);
    await em.flush();
    return view(row);
  }

  // ------------------------------------------------------------ the one place customer input is checked

  private async apply(em: EntityManager, c: Customer, input: CustomerInput) {
    const errors = new FieldErrors();
    if (blank(input.name)) errors.add('name', msg.customerNameRequired);
    let type: CustomerType | null = null;
    if (blank(input.customerTypeId)) errors.add('customerTypeId', msg.customerTypeRequired);
    else if (input.customerTypeId === NEW_TYPE) {
      if (blank(input.newCustomerType)) errors.add('newCustomerType', msg.newCustomerTypeRequired);
      else if (await em.findOne(CustomerType, { name: { $ilike: escapeLike(input.newCustomerType!.trim()) } })) errors.add('newCustomerType', msg.customerTypeExists);
      else type = em.create(CustomerType, { name: input.newCustomerType!.trim() });
    } else {
      type = await em.findOne(CustomerType, { id: input.customerTypeId! });
      if (!type) errors.add('customerTypeId', msg.customerTypeRequired);
    }
    const rewe = isReweType(type);
    // Fields that do not belong to the selected type are dropped, not validated.
    if (rewe) {
      for (const [key, n] of [['region', 2], ['sellingArea', 2], ['costCenter', 4]] as const) {
        const v = input[key];
        if (!blank(v) && !new RegExp(`^\\d{${n}}$`).test(String(v).trim())) errors.add(key, msg.digits(n));
      }
    }
    if (!blank(input.positions) && !(Number.isInteger(input.positions) && input.positions! > 0)) errors.add('positions', msg.positiveInteger);
    if (!blank(input.email) && !isEmail(input.email!.trim())) errors.add('email', msg.emailInvalid);
    if (!blank(input.zip) && !/^\d{1,5}$/.test(input.zip!.trim())) errors.add('zip', msg.zipInvalid);
    if (!blank(input.inventoryValue) && !(input.inventoryValue! >= 0 && input.inventoryValue! < 1e12)) errors.add('inventoryValue', msg.inventoryValueInvalid);
    errors.throwIfAny();

    c.name = input.name!.trim();
    c.customerType = type!;
    c.customerClass = input.customerClass ?? null;
    for (const key of TEXT_FIELDS) c[key] = input[key]?.trim() ?? '';
    for (const key of FLAGS) c[key] = input[key] ?? false;
    c.zip = input.zip?.trim() ?? '';
    c.region = rewe && !blank(input.region) ? input.region!.trim() : null;
    c.sellingArea = rewe && !blank(input.sellingArea) ? input.sellingArea!.trim() : null;
    c.costCenter = rewe && !blank(input.costCenter) ? input.costCenter!.trim() : null;
    c.customerNumber = !rewe && !blank(input.customerId) ? String(input.customerId).trim() : null;
    c.inventoryValue = blank(input.inventoryValue) ? null : input.inventoryValue!;
    c.positions = blank(input.positions) ? null : input.positions!;
  }
}

function validateMinutes(errors: FieldErrors, minutes: number | null | undefined) {
  if (blank(minutes)) return; // empty gives 0 (spec 3 §5)
  if (!Number.isInteger(minutes) || minutes! < 0 || minutes! > MAX_TRAVEL_MINUTES) errors.add('travelTime', msg.travelTimeInvalid);
}

const view = (t: CustomerTravelTime): TravelTimeView => ({
  id: t.id,
  customerId: t.customer.id,
  companyLocationId: t.companyLocation.id,
  companyLocationName: t.companyLocation.name,
  travelTime: t.travelTime,
});
