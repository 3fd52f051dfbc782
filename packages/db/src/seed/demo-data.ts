/**
 * The demo jewellers. The spec's figures (a verified London shop since 2016, 156 clients, 24 orders of
 * which 12 completed, 8 in progress and 4 pending, £24,340 of completed revenue) are reproduced as real
 * rows, so every tile computes them from data.
 */
import type { ClientStatus, OrderStatus } from '#lib/schema/clients.ts';
import type { BusinessPromises } from '#lib/schema/tenancy.ts';

export interface DemoClient {
  name: string;
  email: string;
  phone: string;
  status: ClientStatus;
  location: string;
  rating?: number;
  notes?: string;
  birthday?: string;
  anniversary?: string;
  ringSizes?: { finger: string; diameterMm: number }[];
}

export interface DemoOrder {
  client: string;
  item: string;
  status: OrderStatus;
  amountMinor: number;
  /** Days before the seed ran. */
  daysAgo: number;
}

export interface DemoBusiness {
  account: { email: string; fullName: string };
  business: {
    name: string;
    slug: string;
    address: string;
    city: string;
    postalCode: string;
    vatNumber: string;
    phone: string;
    email: string;
    timeZone: string;
    currency: string;
    verified: boolean;
    foundedYear: number;
    /** The public demo dashboard serves this business (one per installation). */
    isDemo: boolean;
    country: string;
    promises: BusinessPromises;
  };
  clients: DemoClient[];
  orders: DemoOrder[];
}

export const DEMO_PASSWORD = 'demo1234';

const featured: DemoClient[] = [
  {
    name: 'Sophie Martin',
    email: 'sophie.martin@example.com',
    phone: '+44 20 7946 0101',
    status: 'vip',
    location: 'London',
    rating: 5,
    notes: 'Préfère l’or rose. Allergie au nickel.',
    birthday: '1988-04-12',
    anniversary: '2015-06-20',
    ringSizes: [{ finger: 'left ring', diameterMm: 16.5 }],
  },
  {
    name: 'Émilie Dubois',
    email: 'emilie.dubois@example.com',
    phone: '+44 20 7946 0102',
    status: 'vip',
    location: 'London',
    rating: 5,
    birthday: '1990-11-03',
    ringSizes: [{ finger: 'right ring', diameterMm: 17.3 }],
  },
  {
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    phone: '+44 20 7946 0103',
    status: 'active',
    location: 'Manchester',
    rating: 4,
  },
  {
    name: 'Charlotte Ashworth',
    email: 'charlotte.ashworth@example.com',
    phone: '+44 20 7946 0104',
    status: 'active',
    location: 'London',
    rating: 5,
  },
  {
    name: 'Oliver Bennett',
    email: 'oliver.bennett@example.com',
    phone: '+44 20 7946 0105',
    status: 'new',
    location: 'Brighton',
  },
  {
    name: 'Amélie Laurent',
    email: 'amelie.laurent@example.com',
    phone: '+44 20 7946 0106',
    status: 'vip',
    location: 'London',
    rating: 5,
  },
  {
    name: 'Zoë Lefèvre',
    email: 'zoe.lefevre@example.com',
    phone: '+44 20 7946 0107',
    status: 'active',
    location: 'Oxford',
    rating: 4,
  },
  {
    name: 'Hugo Moreau',
    email: 'hugo.moreau@example.com',
    phone: '+44 20 7946 0108',
    status: 'new',
    location: 'London',
  },
];

const firstNames = [
  'Alice',
  'Benjamin',
  'Camille',
  'Daniel',
  'Eleanor',
  'Felix',
  'Grace',
  'Henry',
  'Isla',
  'Jack',
  'Léa',
  'Lucas',
  'Maya',
  'Noah',
  'Olivia',
  'Paul',
  'Rose',
  'Samuel',
  'Théo',
  'Victoria',
  'William',
  'Chloé',
  'Arthur',
];
const lastNames = [
  'Taylor',
  'Brown',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Robinson',
  'Thompson',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Clarke',
  'Jackson',
  'Bernard',
  'Petit',
  'Girard',
  'Rousseau',
];
const cities = [
  'London',
  'London',
  'London',
  'Manchester',
  'Bristol',
  'Edinburgh',
  'Leeds',
  'Bath',
  'Cambridge',
];

/** A small deterministic generator, so the demo is the same on every machine. */
function* generatedClients(count: number): Generator<DemoClient> {
  let n = 0;
  for (let i = 0; n < count; i++) {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[(i * 7 + Math.floor(i / firstNames.length)) % lastNames.length]!;
    const status: ClientStatus = i % 11 === 0 ? 'vip' : i % 4 === 0 ? 'new' : 'active';
    const local = `${first}.${last}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    yield {
      name: `${first} ${last}`,
      email: `${local}${i}@example.com`,
      phone: `+44 7700 9${String(100000 + i).slice(1)}`,
      status,
      location: cities[i % cities.length]!,
      ...(i % 3 === 0 ? { rating: 3 + (i % 3) } : {}),
    };
    n++;
  }
}

// 12 completed orders summing to £24,340, 8 in progress, 4 pending.
const demoOrders: DemoOrder[] = [
  {
    client: 'Sophie Martin',
    item: 'Bague de fiançailles solitaire',
    status: 'completed',
    amountMinor: 450_000,
    daysAgo: 75,
  },
  {
    client: 'Émilie Dubois',
    item: 'Chaîne cubaine or 18k',
    status: 'completed',
    amountMinor: 320_000,
    daysAgo: 68,
  },
  {
    client: 'Charlotte Ashworth',
    item: 'Alliance pavée diamants',
    status: 'completed',
    amountMinor: 280_000,
    daysAgo: 61,
  },
  {
    client: 'Amélie Laurent',
    item: 'Pendentif saphir',
    status: 'completed',
    amountMinor: 195_000,
    daysAgo: 55,
  },
  {
    client: 'James Whitfield',
    item: 'Montre personnalisée',
    status: 'completed',
    amountMinor: 240_000,
    daysAgo: 47,
  },
  {
    client: 'Sophie Martin',
    item: 'Boucles d’oreilles perles',
    status: 'completed',
    amountMinor: 85_000,
    daysAgo: 40,
  },
  { client: 'Zoë Lefèvre', item: 'Bracelet tennis', status: 'completed', amountMinor: 210_000, daysAgo: 33 },
  {
    client: 'Émilie Dubois',
    item: 'Grillz or jaune',
    status: 'completed',
    amountMinor: 120_000,
    daysAgo: 26,
  },
  {
    client: 'Charlotte Ashworth',
    item: 'Chevalière gravée',
    status: 'completed',
    amountMinor: 95_000,
    daysAgo: 19,
  },
  {
    client: 'Amélie Laurent',
    item: 'Collier rivière',
    status: 'completed',
    amountMinor: 175_000,
    daysAgo: 12,
  },
  {
    client: 'Sophie Martin',
    item: 'Bague cocktail émeraude',
    status: 'completed',
    amountMinor: 192_000,
    daysAgo: 8,
  },
  {
    client: 'James Whitfield',
    item: 'Boutons de manchette',
    status: 'completed',
    amountMinor: 52_000,
    daysAgo: 4,
  },
  {
    client: 'Hugo Moreau',
    item: 'Bague homme titane et or',
    status: 'in-progress',
    amountMinor: 68_000,
    daysAgo: 21,
  },
  {
    client: 'Oliver Bennett',
    item: 'Chaîne figaro',
    status: 'in-progress',
    amountMinor: 89_000,
    daysAgo: 18,
  },
  {
    client: 'Émilie Dubois',
    item: 'Bague trilogie',
    status: 'in-progress',
    amountMinor: 310_000,
    daysAgo: 16,
  },
  {
    client: 'Zoë Lefèvre',
    item: 'Pendentif initiale',
    status: 'in-progress',
    amountMinor: 45_000,
    daysAgo: 14,
  },
  {
    client: 'Charlotte Ashworth',
    item: 'Bracelet jonc',
    status: 'in-progress',
    amountMinor: 130_000,
    daysAgo: 11,
  },
  {
    client: 'Amélie Laurent',
    item: 'Boucles d’oreilles diamants',
    status: 'in-progress',
    amountMinor: 260_000,
    daysAgo: 9,
  },
  { client: 'Sophie Martin', item: 'Montre sertie', status: 'in-progress', amountMinor: 540_000, daysAgo: 6 },
  {
    client: 'James Whitfield',
    item: 'Alliance platine',
    status: 'in-progress',
    amountMinor: 160_000,
    daysAgo: 5,
  },
  { client: 'Hugo Moreau', item: 'Chaîne tennis', status: 'pending', amountMinor: 380_000, daysAgo: 3 },
  {
    client: 'Oliver Bennett',
    item: 'Bague de fiançailles ovale',
    status: 'pending',
    amountMinor: 420_000,
    daysAgo: 2,
  },
  { client: 'Zoë Lefèvre', item: 'Pendentif cœur', status: 'pending', amountMinor: 38_000, daysAgo: 1 },
  { client: 'Émilie Dubois', item: 'Grillz diamants', status: 'pending', amountMinor: 290_000, daysAgo: 0 },
];

export const demoJeweller: DemoBusiness = {
  account: { email: 'demo@jeweller.test', fullName: 'Victoria Hale' },
  business: {
    name: 'Hale & Co. Fine Jewellery',
    slug: 'demo',
    isDemo: true,
    address: '24 Hatton Garden',
    city: 'London',
    postalCode: 'EC1N 8BQ',
    vatNumber: 'GB123456789',
    phone: '+44 20 7946 0000',
    email: 'contact@haleandco.example',
    timeZone: 'Europe/London',
    currency: 'GBP',
    verified: true,
    foundedYear: 2016,
    country: 'GB',
    // The spec's lines: the demo shows them; a new jeweller's pages show none until they write theirs.
    promises: {
      delivery: { fr: 'Livraison gratuite au Royaume-Uni', en: 'Free UK delivery' },
      guarantee: { fr: 'Garantie d’authenticité à vie', en: 'Lifetime authenticity guarantee' },
      returns: { fr: 'Retours sous 30 jours', en: 'Returns within 30 days' },
    },
  },
  clients: [...featured, ...generatedClients(156 - featured.length)],
  orders: demoOrders,
};

export const atelierJeweller: DemoBusiness = {
  account: { email: 'atelier@jeweller.test', fullName: 'Julien Marchand' },
  business: {
    name: 'Atelier Marchand',
    slug: 'atelier',
    isDemo: false,
    address: '12 rue de la Paix',
    city: 'Paris',
    postalCode: '75002',
    vatNumber: 'FR12345678901',
    phone: '+33 1 42 00 00 00',
    email: 'bonjour@ateliermarchand.example',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    verified: false,
    foundedYear: 2021,
    country: 'FR',
    promises: {},
  },
  clients: [
    {
      name: 'Inès Garnier',
      email: 'ines.garnier@example.fr',
      phone: '+33 6 12 34 56 78',
      status: 'vip',
      location: 'Paris',
      rating: 5,
    },
    {
      name: 'Mathis Roux',
      email: 'mathis.roux@example.fr',
      phone: '+33 6 23 45 67 89',
      status: 'active',
      location: 'Lyon',
    },
    {
      name: 'Clémence Fabre',
      email: 'clemence.fabre@example.fr',
      phone: '+33 6 34 56 78 90',
      status: 'new',
      location: 'Paris',
    },
  ],
  orders: [
    {
      client: 'Inès Garnier',
      item: 'Bague vintage restaurée',
      status: 'completed',
      amountMinor: 180_000,
      daysAgo: 20,
    },
    {
      client: 'Mathis Roux',
      item: 'Chevalière armoiries',
      status: 'in-progress',
      amountMinor: 95_000,
      daysAgo: 7,
    },
  ],
};
