import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, halList, idParam, int, num, q } from '../lib/params.js';

const LOCATION = `id name notes street zip city`;
const CATEGORY = `id name countingSpeedDeviation marketAreaId`;
const AREA = `id name active countingSpeedDeviation`;

const locationInput = (req: Request) => {
  const b = body(req);
  return { name: b.name, notes: b.notes, street: b.street, zip: b.zip == null ? b.zip : String(b.zip), city: b.city };
};
const areaInput = (req: Request) => {
  const b = body(req);
  return { name: b.name, active: b.active, countingSpeedDeviation: num(b.countingSpeedDeviation) };
};
const categoryInput = (req: Request) => {
  const b = body(req);
  return { name: b.name, countingSpeedDeviation: num(b.countingSpeedDeviation), marketAreaId: num(b.marketAreaId ?? b.marketArea?.id) };
};

/** Inventories administration: company locations, market areas and their categories (spec 3 §7 Inventories). */
export function inventoryRoutes(r: RestRouter): void {
  r.get('/inventories/company-locations', {
    document: `query($term: String, $size: Int, $sort: String) { companyLocations(term: $term, size: $size, sort: $sort) { ${LOCATION} } }`,
    variables: (req) => ({ term: q(req, 'term') ?? null, size: int(q(req, 'size')) ?? 1000, sort: q(req, 'sort') ?? null }),
    map: (d) => halList('companyLocations', d.companyLocations),
  });
  r.get('/inventories/company-locations/:id', {
    document: `query($id: Int!) { companyLocation(id: $id) { ${LOCATION} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.companyLocation,
  });
  r.post('/inventories/company-locations', {
    document: `mutation($input: CompanyLocationInput!) { saveCompanyLocation(input: $input) { ${LOCATION} } }`,
    variables: (req) => ({ input: locationInput(req) }),
    map: (d, _req, res) => {
      created(res, `/api/inventories/company-locations/${d.saveCompanyLocation.id}`);
      return d.saveCompanyLocation;
    },
    status: 201,
  });
  r.put('/inventories/company-locations/:id', {
    document: `mutation($id: Int!, $input: CompanyLocationInput!) { saveCompanyLocation(id: $id, input: $input) { ${LOCATION} } }`,
    variables: (req) => ({ id: idParam(req), input: locationInput(req) }),
    map: (d) => d.saveCompanyLocation,
  });
  r.delete('/inventories/company-locations/:id', {
    document: `mutation($id: Int!) { deleteCompanyLocation(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    map: () => undefined,
    status: 204,
  });

  const areas = (withCategories: boolean) => ({
    document: `query($term: String, $size: Int) { marketAreas(term: $term, size: $size) { ${AREA} ${withCategories ? `categories { ${CATEGORY} }` : ''} } }`,
    variables: (req: Request) => ({ term: q(req, 'term') ?? null, size: int(q(req, 'size')) ?? 1000 }),
    map: (d: any) => halList('marketAreas', d.marketAreas),
  });
  r.get('/inventories/market-areas', areas(false));
  r.get('/inventories/market-areas-with-categories', areas(true));
  r.post('/inventories/market-areas', {
    document: `mutation($input: MarketAreaInput!) { saveMarketArea(input: $input) { ${AREA} } }`,
    variables: (req) => ({ input: areaInput(req) }),
    map: (d, _req, res) => {
      created(res, `/api/inventories/market-areas/${d.saveMarketArea.id}`);
      return d.saveMarketArea;
    },
    status: 201,
  });
  r.put('/inventories/market-areas/:id', {
    document: `mutation($id: Int!, $input: MarketAreaInput!) { saveMarketArea(id: $id, input: $input) { ${AREA} } }`,
    variables: (req) => ({ id: idParam(req), input: areaInput(req) }),
    map: (d) => d.saveMarketArea,
  });
  r.delete('/inventories/market-areas/:id', {
    document: `mutation($id: Int!) { deleteMarketArea(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    map: () => undefined,
    status: 204,
  });

  r.get('/inventories/market-area-categories', {
    document: `query($area: Int) { marketAreaCategories(marketAreaId: $area) { ${CATEGORY} } }`,
    variables: (req) => ({ area: int(q(req, 'marketAreaId')) ?? null }),
    map: (d) => halList('marketAreaCategories', d.marketAreaCategories),
  });
  r.get('/inventories/market-area-categories/:id', {
    document: `query($id: Int!) { marketAreaCategory(id: $id) { ${CATEGORY} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.marketAreaCategory,
  });
  r.post('/inventories/market-area-categories', {
    document: `mutation($input: MarketAreaCategoryInput!) { saveMarketAreaCategory(input: $input) { ${CATEGORY} } }`,
    variables: (req) => ({ input: categoryInput(req) }),
    map: (d, _req, res) => {
      created(res, `/api/inventories/market-area-categories/${d.saveMarketAreaCategory.id}`);
      return d.saveMarketAreaCategory;
    },
    status: 201,
  });
  // The id travels in the body (spec 3 §7: "PUT with id in body").
  r.put('/inventories/market-area-categories', {
    document: `mutation($id: Int!, $input: MarketAreaCategoryInput!) { saveMarketAreaCategory(id: $id, input: $input) { ${CATEGORY} } }`,
    variables: (req) => ({ id: Number.isInteger(body(req).id) ? body(req).id : -1, input: categoryInput(req) }),
    map: (d) => d.saveMarketAreaCategory,
  });
  r.delete('/inventories/market-area-categories/:id', {
    document: `mutation($id: Int!) { deleteMarketAreaCategory(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    map: () => undefined,
    status: 204,
  });
}
