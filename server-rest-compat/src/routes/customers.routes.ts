import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, hal, halList, idParam, int, num, pageOf, pick, q } from '../lib/params.js';

const CUSTOMER = `id name company address { street zip city } addressAsString email phone mobile fax customerClass customerTypeId
  customerTypeName customerId region sellingArea costCenter storeManager storeAssistant og notesOg flowers notesFlowers storage
  notesStorage drinks notesDrinks targetActualComparison labels doorcode additionalInformation inventoryValue valueFormatted
  positions active costCenterFormatted`;
const TRAVEL = `id customerId companyLocationId companyLocationName travelTime`;

const TEXT = ['name', 'company', 'email', 'phone', 'mobile', 'fax', 'customerClass', 'newCustomerType', 'region', 'sellingArea', 'costCenter',
  'storeManager', 'storeAssistant', 'og', 'notesOg', 'flowers', 'notesFlowers', 'storage', 'notesStorage', 'drinks', 'notesDrinks',
  'targetActualComparison', 'labels', 'doorcode', 'additionalInformation'] as const;

/** A customer body: the address may come nested ({address: {street, zip, city}}) or flat. */
function customerInput(req: Request) {
  const b = body(req);
  const address = b.address && typeof b.address === 'object' ? b.address : b;
  return {
    ...pick(b, TEXT),
    street: address.street,
    zip: address.zip == null ? address.zip : String(address.zip),
    city: address.city,
    customerTypeId: num(b.customerTypeId ?? b.customerType?.id),
    customerId: b.customerId == null ? b.customerId : String(b.customerId),
    inventoryValue: num(b.inventoryValue),
    positions: num(b.positions),
  };
}

/** Customers and travel times: spec 3 §7 Customers. */
export function customerRoutes(r: RestRouter): void {
  r.get('/customers', {
    document: `query($filter: CustomerFilterInput, $page: Int, $size: Int, $sort: String) {
      customers(filter: $filter, page: $page, size: $size, sort: $sort) { items { ${CUSTOMER} } number size totalElements totalPages } }`,
    variables: (req) => ({
      ...pageOf(req),
      filter: {
        search: q(req, 'search') ?? q(req, 'term'),
        name: q(req, 'name'),
        city: q(req, 'city'),
        zip: q(req, 'zip'),
        customerClass: q(req, 'customerClass'),
        customerTypeId: int(q(req, 'customerTypeId')),
        active: q(req, 'active') === undefined ? undefined : q(req, 'active') === 'true',
      },
    }),
    map: (d) => hal('customers', d.customers),
  });

  r.get('/customers/types', { document: `{ customerTypes { id name } }`, map: (d) => d.customerTypes });

  r.get('/customers/search', {
    document: `query($term: String!) { customerSearch(term: $term) { ${CUSTOMER} } }`,
    variables: (req) => ({ term: q(req, 'term') ?? '' }),
    map: (d) => d.customerSearch,
  });

  r.get('/customers/:id', { document: `query($id: Int!) { customer(id: $id) { ${CUSTOMER} } }`, variables: (req) => ({ id: idParam(req) }), map: (d) => d.customer });

  r.post('/customers', {
    document: `mutation($input: CustomerInput!) { createCustomer(input: $input) { ${CUSTOMER} } }`,
    variables: (req) => ({ input: customerInput(req) }),
    map: (d, _req, res) => {
      created(res, `/api/customers/${d.createCustomer.id}`);
      return d.createCustomer;
    },
    status: 201,
  });

  r.put('/customers/:id', {
    document: `mutation($id: Int!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${CUSTOMER} } }`,
    variables: (req) => ({ id: idParam(req), input: customerInput(req) }),
    map: (d) => d.updateCustomer,
  });

  // 200 with the customer: `active: false` tells the caller it was kept as inactive (orders refer to it).
  r.delete('/customers/:id', {
    document: `mutation($id: Int!) { deleteCustomer(id: $id) { ${CUSTOMER} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.deleteCustomer,
  });

  r.get('/customers/:id/orders', {
    document: `query($id: Int!) { customerOrders(id: $id) {
      past { order { id name notes teamLeader { firstName lastName } } fromDate toDate start end employeeCount numberOfPositions minutes }
      upcoming { id orderType name validFrom notes } } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.customerOrders,
  });

  r.get('/customers/:id/travel-times', {
    document: `query($id: Int!) { customerTravelTimes(customerId: $id) { ${TRAVEL} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => halList('travelTimes', d.customerTravelTimes),
  });

  r.post('/customer-travel-times', {
    document: `mutation($c: Int, $l: Int, $t: Int) { createCustomerTravelTime(customerId: $c, companyLocationId: $l, travelTime: $t) { ${TRAVEL} } }`,
    variables: (req) => {
      const b = body(req);
      return { c: num(b.customerId), l: num(b.companyLocationId ?? b.companyLocation?.id), t: num(b.travelTime) };
    },
    map: (d, _req, res) => {
      created(res, `/api/customer-travel-times/${d.createCustomerTravelTime.id}`);
      return d.createCustomerTravelTime;
    },
    status: 201,
  });

  r.put('/customer-travel-times/:id', {
    document: `mutation($id: Int!, $t: Int) { updateCustomerTravelTime(id: $id, travelTime: $t) { ${TRAVEL} } }`,
    variables: (req) => ({ id: idParam(req), t: num(body(req).travelTime) }),
    map: (d) => d.updateCustomerTravelTime,
  });
}
