import type { EntityManager } from '@mikro-orm/postgresql';
import { Customer, CustomerClass, CustomerTravelTime, CustomerType } from '../../modules/customers/customer.entity.js';
import { CompanyLocation } from '../../modules/inventories/company-location.entity.js';
import { MarketArea, MarketAreaCategory } from '../../modules/inventories/market-area.entity.js';

const TYPES = ['REWE', 'EDEKA', 'Kaufland', 'Netto', 'dm', 'Sonstige'];
const CITIES: [string, string, number][] = [
  ['Hamburg', '22', 0], ['Norderstedt', '22', 0], ['Lüneburg', '21', 0], ['Berlin', '10', 1], ['Potsdam', '14', 1],
  ['Leipzig', '04', 2], ['Halle (Saale)', '06', 2], ['Köln', '50', 3], ['Bonn', '53', 3], ['Düsseldorf', '40', 3],
  ['München', '80', 4], ['Augsburg', '86', 4],
];
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Marktplatz', 'Gartenweg', 'Industriestraße', 'Lindenallee', 'Am Einkaufszentrum', 'Dorfstraße'];
const MANAGERS = ['Frau Albrecht', 'Herr Brandt', 'Frau Celik', 'Herr Dietrich', 'Frau Engel', 'Herr Franke', 'Frau Günther', 'Herr Haas'];
const CLASSES = [CustomerClass.A, CustomerClass.A, CustomerClass.B, CustomerClass.B, CustomerClass.B, CustomerClass.C, CustomerClass.C, CustomerClass.Z];

export const DEMO_MARKET_AREAS: { name: string; deviation: number; categories: [string, number][] }[] = [
  { name: 'Lebensmittel Vollsortiment', deviation: 0, categories: [['Obst & Gemüse', -15], ['Getränke', 10], ['Tiefkühl', -5], ['Molkereiprodukte', 0]] },
  { name: 'Discounter', deviation: 12.5, categories: [['Palettenware', 20], ['Aktionsware', 5]] },
  { name: 'Drogerie', deviation: -8, categories: [['Kosmetik', -12], ['Haushalt', 0], ['Baby & Kind', -4]] },
  { name: 'Baumarkt', deviation: -20, categories: [['Kleinteile', -35], ['Garten', -10]] },
];

/** 80 customers across types and classes (REWE ones with region / VB / KST), travel times from every location. */
export async function seedDemoCustomers(em: EntityManager, locations: CompanyLocation[]): Promise<void> {
  const types = TYPES.map((name) => em.create(CustomerType, { name }));
  for (let i = 0; i < 80; i++) {
    const type = types[i % 3 === 0 ? 0 : i % types.length];
    const [city, zipPrefix, nearest] = CITIES[(i * 5) % CITIES.length];
    const rewe = type.name === 'REWE';
    const customer = em.create(Customer, {
      name: `${type.name === 'Sonstige' ? 'Markt' : type.name} ${city} ${STREETS[i % STREETS.length].split(' ').at(-1)}`,
      company: type.name === 'Sonstige' ? `Handelshaus ${city} GmbH` : `${type.name} Markt GmbH`,
      street: `${STREETS[i % STREETS.length]} ${3 + ((i * 7) % 140)}`,
      zip: `${zipPrefix}${String(100 + ((i * 37) % 899)).padStart(3, '0')}`,
      city,
      email: `markt${1000 + i}@kunde-demo.de`,
      phone: `0${30 + (i % 60)} ${400000 + i * 131}`,
      customerClass: CLASSES[i % CLASSES.length],
      customerType: type,
      customerNumber: rewe ? null : String(700000 + i * 13),
      region: rewe ? String(10 + (i % 7)) : null,
      sellingArea: rewe ? String(20 + (i % 9)) : null,
      costCenter: rewe ? String(4000 + i * 7) : null,
      storeManager: MANAGERS[i % MANAGERS.length],
      og: i % 2 === 0,
      flowers: i % 3 === 0,
      notesFlowers: i % 9 === 0 ? 'Blumen werden vom Lieferanten selbst gezählt.' : '',
      storage: i % 4 !== 3,
      notesStorage: i % 8 === 0 ? 'Lager im Keller, Zugang über Hof.' : '',
      drinks: i % 5 !== 0,
      targetActualComparison: i % 6 === 0,
      labels: i % 7 === 0,
      doorcode: i % 10 === 0 ? `${1000 + i * 3}#` : '',
      inventoryValue: 150_000 + ((i * 48_611) % 2_400_000),
      positions: 2_000 + ((i * 977) % 16_000),
      active: i % 19 !== 18, // four inactive customers
    });
    for (const [l, location] of locations.entries()) {
      const distance = Math.abs(l - nearest);
      em.create(CustomerTravelTime, { customer, companyLocation: location, travelTime: 15 + distance * 95 + ((i * 11) % 40) });
    }
  }
  for (const area of DEMO_MARKET_AREAS) {
    const marketArea = em.create(MarketArea, { name: area.name, countingSpeedDeviation: area.deviation });
    for (const [name, deviation] of area.categories) em.create(MarketAreaCategory, { name, countingSpeedDeviation: deviation, marketArea });
  }
  await em.flush();
}
