/**
 * The demo showrooms: the spec's five products (ids 1 to 5, prices in pounds 15000, 8500, 12000, 3500 and
 * 5200), its four celebrity collaborations, reviews whose computed average is 4.9 over 3,670 reviews, and
 * the nine daily slots; the Paris atelier gets a small catalogue of its own. Images are the showroom
 * app's own drawings (apps/showroom/public/media), referenced by path.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import { type AssistantFaqEntry, assistantSettings } from '#lib/schema/assistant.ts';
import { type StoredBlock, showroomPages } from '#lib/schema/builder.ts';
import { productCategories } from '#lib/schema/catalogue-settings.ts';
import {
  collaborations,
  type ProductCategory,
  productImages,
  products,
  reviews,
  type SizeSystem,
  showroomSettings,
} from '#lib/schema/showroom.ts';
import { demoJeweller } from './demo-data.ts';

export interface DemoProduct {
  ref: number;
  name: string;
  priceMinor: number;
  category: ProductCategory;
  description: string;
  details: string[];
  sizes: string[];
  /** The ring-size system the sizes are in; free sizes when absent. */
  sizeSystem?: SizeSystem;
  engravingAllowed: boolean;
  colours: string[];
  stock: number;
  /** File stem under /media/{slug}/: {stem}-1.webp … */
  image: string;
  imageCount: number;
}

export interface DemoCollaboration {
  title: string;
  celebrity: string;
  year: number;
  description: string;
  image: string;
}

export interface DemoReview {
  name: string;
  rating: number;
  comment: string;
  verified: boolean;
  /** The product's ref, for a product's own reviews. */
  productRef?: number;
  daysAgo: number;
}

export interface DemoShowroom {
  tagline: string;
  products: DemoProduct[];
  collaborations: DemoCollaboration[];
  /** Written reviews, shown first (the most recent). */
  featuredReviews: DemoReview[];
  /** How many further reviews of each rating make up the shop's total. */
  ratingCounts: Record<1 | 2 | 3 | 4 | 5, number>;
  /** The showroom builder's page, saved and published as it is (blocks as the builder stores them). */
  page?: StoredBlock[];
  /**
   * The AI assistant, switched on with its welcome and a few answers: the client demo (/showroom) is what
   * a visitor opens from the landing page, so it shows the assistant we sell.
   */
  assistant?: { welcomeFr: string; welcomeEn: string; faq: AssistantFaqEntry[] };
  /**
   * The categories the showroom keeps of the defaults (0060 gives every business all eight, shown), in
   * order and whether each is a tab; the others are removed. Absent: the defaults as they are.
   */
  categories?: readonly { key: string; visible: boolean }[];
}

const pounds = (value: number) => value * 100;

/** The demo jeweller's assistant; migration 0044 writes the same for installations seeded before it. */
export const DEMO_ASSISTANT: NonNullable<DemoShowroom['assistant']> = {
  welcomeFr:
    'Bonjour ! Je suis l’assistant de Hale & Co. Je peux vous montrer nos pièces, répondre à vos questions ou réserver un rendez-vous à l’atelier.',
  welcomeEn:
    'Hello! I am Hale & Co.’s assistant. I can show you our pieces, answer your questions or book an appointment at the workshop.',
  faq: [
    {
      question: 'Faites-vous des bijoux sur mesure ?',
      answer:
        'Oui : chaque pièce sur mesure est dessinée avec vous, puis forgée à la main dans notre atelier de Londres.',
    },
    {
      question: 'Quels sont les délais de fabrication ?',
      answer: 'Comptez quatre à six semaines pour une pièce sur mesure, selon les pierres choisies.',
    },
  ],
};

export const demoShowroom: DemoShowroom = {
  tagline: 'Haute joaillerie sur mesure depuis 2016 — Londres',
  assistant: DEMO_ASSISTANT,
  // The spec's categories and tabs: ALL, then its five; RINGS and EARRINGS kept, not shown as tabs.
  categories: [
    { key: 'CHAINS', visible: true },
    { key: 'PENDANTS', visible: true },
    { key: 'BRACELETS', visible: true },
    { key: 'WATCHES', visible: true },
    { key: 'GRILLS', visible: true },
    { key: 'RINGS', visible: false },
    { key: 'EARRINGS', visible: false },
  ],
  products: [
    {
      ref: 1,
      name: 'Cuban Link Chain 18K',
      priceMinor: pounds(15000),
      category: 'CHAINS',
      description:
        'Une chaîne à maille cubaine forgée à la main en or 18 carats, serti de diamants VS sur chaque maillon. Fermoir à double sécurité.',
      details: [
        'Or 18 carats massif',
        '12,4 ct de diamants VS1, couleur F',
        'Largeur 12 mm',
        'Fermoir box à double sécurité',
        'Certificat d’authenticité',
      ],
      sizes: ['18"', '20"', '22"', '24"'],
      engravingAllowed: true,
      colours: ['Or jaune', 'Or blanc', 'Or rose'],
      stock: 3,
      image: 'cuban-chain',
      imageCount: 3,
    },
    {
      ref: 2,
      name: 'Tennis Bracelet Diamants',
      priceMinor: pounds(8500),
      category: 'BRACELETS',
      description:
        'Un bracelet tennis classique : une ligne continue de diamants ronds taille brillant, montés à quatre griffes.',
      details: [
        'Or blanc 18 carats',
        '7 ct de diamants taille brillant',
        'Serti quatre griffes',
        'Fermoir invisible avec huit de sécurité',
      ],
      sizes: ['16 cm', '17 cm', '18 cm', '19 cm'],
      engravingAllowed: false,
      colours: ['Or blanc', 'Or jaune'],
      stock: 2,
      image: 'tennis-bracelet',
      imageCount: 3,
    },
    {
      ref: 3,
      name: 'Montre Iced Out Royal',
      priceMinor: pounds(12000),
      category: 'WATCHES',
      description:
        'Une montre automatique entièrement sertie : lunette, cadran et bracelet pavés de diamants, mouvement suisse.',
      details: [
        'Mouvement automatique suisse',
        'Boîtier 41 mm en acier et or',
        '18 ct de diamants sertis à la main',
        'Étanche 50 m',
        'Garantie 2 ans sur le mouvement',
      ],
      sizes: ['41 mm'],
      engravingAllowed: true,
      colours: ['Or jaune', 'Acier'],
      stock: 1,
      image: 'iced-watch',
      imageCount: 3,
    },
    {
      ref: 4,
      name: 'Grillz Or 14K',
      priceMinor: pounds(3500),
      category: 'GRILLS',
      description:
        'Des grillz sur mesure moulés d’après votre empreinte dentaire, en or 14 carats poli miroir ou pavé de diamants.',
      details: [
        'Or 14 carats',
        'Moulage sur empreinte (kit fourni)',
        'Six dents, haut ou bas',
        'Fabrication en trois semaines',
      ],
      sizes: ['Haut (6 dents)', 'Bas (6 dents)', 'Haut et bas'],
      engravingAllowed: false,
      colours: ['Or jaune', 'Or blanc', 'Or rose'],
      stock: 5,
      image: 'gold-grillz',
      imageCount: 2,
    },
    {
      ref: 5,
      name: 'Chaîne Corde 14K',
      priceMinor: pounds(5200),
      category: 'CHAINS',
      description:
        'Une chaîne torsadée en corde, or 14 carats massif, au brillant diamanté qui accroche la lumière.',
      details: ['Or 14 carats massif', 'Largeur 5 mm', 'Taille diamantée', 'Fermoir mousqueton'],
      sizes: ['20"', '22"', '24"'],
      engravingAllowed: true,
      colours: ['Or jaune', 'Or blanc'],
      stock: 4,
      image: 'rope-chain',
      imageCount: 2,
    },
  ],
  collaborations: [
    {
      title: 'Capsule « Crown »',
      celebrity: 'Kairo Blaze',
      year: 2024,
      description:
        'Une chaîne pendentif couronne pavée de 30 carats, portée sur la tournée européenne de l’artiste.',
      image: 'collab-crown',
    },
    {
      title: 'Grillz de scène',
      celebrity: 'Nova Reign',
      year: 2023,
      description: 'Des grillz or rose et diamants créés pour le clip « Midnight Gold ».',
      image: 'collab-grillz',
    },
    {
      title: 'Montre signature',
      celebrity: 'Dex Marlowe',
      year: 2022,
      description:
        'Une montre unique au cadran météorite, sertie de saphirs bleus, pour ses dix ans de carrière.',
      image: 'collab-watch',
    },
    {
      title: 'Parure de gala',
      celebrity: 'Amara Stone',
      year: 2021,
      description: 'Collier et bracelet tennis en or blanc portés pour la cérémonie des Music Awards.',
      image: 'collab-gala',
    },
  ],
  featuredReviews: [
    {
      name: 'Marcus T.',
      rating: 5,
      comment:
        'Travail exceptionnel sur ma chaîne cubaine, finitions parfaites et livraison dans les temps. Je recommande.',
      verified: true,
      productRef: 1,
      daysAgo: 2,
    },
    {
      name: 'Sarah L.',
      rating: 5,
      comment: 'Le bracelet tennis est encore plus beau en vrai. Accueil chaleureux en boutique.',
      verified: true,
      productRef: 2,
      daysAgo: 5,
    },
    {
      name: 'James K.',
      rating: 4,
      comment: 'Très belle montre, le sertissage est impeccable. Un peu d’attente pour la mise à taille.',
      verified: true,
      productRef: 3,
      daysAgo: 9,
    },
    {
      name: 'Leah M.',
      rating: 5,
      comment: 'Mes grillz sont parfaitement ajustés, aucune gêne. Service très professionnel.',
      verified: true,
      productRef: 4,
      daysAgo: 14,
    },
    {
      name: 'Omar B.',
      rating: 5,
      comment: 'La chaîne corde brille énormément, exactement ce que je voulais.',
      verified: true,
      productRef: 5,
      daysAgo: 20,
    },
    {
      name: 'Chloé R.',
      rating: 5,
      comment: 'Bague de fiançailles sur mesure : du croquis à la pièce finale, tout était parfait.',
      verified: true,
      daysAgo: 26,
    },
  ],
  // With the featured reviews (5 × 5, 1 × 4): 3,325 + 5 = 3,330 fives, 319 + 1 = 320 fours, 20 threes:
  // 3,670 reviews, 17,990 stars, an average of 4.902 — shown as 4.9.
  ratingCounts: { 5: 3325, 4: 319, 3: 20, 2: 0, 1: 0 },
  // The hero has no picture of its own: the showroom keeps its banner art under the hero's words.
  page: [
    {
      id: '1767225600000',
      type: 'hero',
      content: {
        title: 'Bijoux d’exception, faits à Londres',
        subtitle: 'Chaînes, bracelets, montres et grillz dessinés et sertis à la main à Hatton Garden.',
        image: '',
      },
    },
    {
      id: '1767225600001',
      type: 'text',
      content: {
        text: 'Fondée en 2016 au cœur de Hatton Garden, le quartier des diamantaires de Londres, Hale & Co. dessine et fabrique des bijoux qui ne ressemblent qu’à ceux qui les portent.\n\nChaque pièce est forgée, sertie et polie dans notre atelier, puis remise avec son certificat d’authenticité. Venez en parler avec nos artisans, en boutique ou en visio.',
      },
    },
    {
      id: '1767225600002',
      type: 'testimonials',
      content: {
        reviews: [
          {
            name: 'Marcus T.',
            text: 'Travail exceptionnel sur ma chaîne cubaine, finitions parfaites et livraison dans les temps.',
            rating: 5,
          },
          {
            name: 'Chloé R.',
            text: 'Bague de fiançailles sur mesure : du croquis à la pièce finale, tout était parfait.',
            rating: 5,
          },
        ],
      },
    },
    {
      id: '1767225600003',
      type: 'contact',
      content: {
        email: demoJeweller.business.email,
        phone: demoJeweller.business.phone,
        address: `${demoJeweller.business.address}\n${demoJeweller.business.city} ${demoJeweller.business.postalCode}`,
      },
    },
  ],
};

export const atelierShowroom: DemoShowroom = {
  tagline: 'Bijoux d’atelier, faits main à Paris',
  products: [
    {
      ref: 1,
      name: 'Bague Solitaire Éclat',
      priceMinor: pounds(2400),
      category: 'RINGS',
      description: 'Un solitaire en or recyclé 18 carats, diamant de laboratoire 0,5 ct serti six griffes.',
      details: ['Or recyclé 18 carats', 'Diamant de laboratoire 0,5 ct', 'Serti six griffes'],
      sizes: ['50', '52', '54', '56', '58'],
      sizeSystem: 'fr',
      engravingAllowed: true,
      colours: ['Or jaune', 'Or rose'],
      stock: 4,
      image: 'solitaire-ring',
      imageCount: 2,
    },
    {
      ref: 2,
      name: 'Pendentif Médaille Marine',
      priceMinor: pounds(680),
      category: 'PENDANTS',
      description: 'Une médaille gravée à la main, or 9 carats, sur chaîne forçat.',
      details: ['Or 9 carats', 'Gravure à la main', 'Chaîne forçat 45 cm'],
      sizes: ['42 cm', '45 cm', '50 cm'],
      engravingAllowed: true,
      colours: ['Or jaune'],
      stock: 6,
      image: 'medal-pendant',
      imageCount: 2,
    },
    {
      ref: 3,
      name: 'Jonc Martelé',
      priceMinor: pounds(950),
      category: 'BRACELETS',
      description: 'Un jonc ouvert en argent massif martelé, patiné à l’atelier.',
      details: ['Argent 925', 'Finition martelée', 'Ouvert, ajustable'],
      sizes: ['S', 'M', 'L'],
      engravingAllowed: false,
      colours: ['Argent', 'Vermeil'],
      stock: 8,
      image: 'hammered-bangle',
      imageCount: 2,
    },
  ],
  collaborations: [
    {
      title: 'Collection « Rive »',
      celebrity: 'Lina Duval',
      year: 2024,
      description: 'Une ligne de bagues empilables dessinée avec la créatrice pour son défilé parisien.',
      image: 'collab-rive',
    },
  ],
  featuredReviews: [
    {
      name: 'Camille D.',
      rating: 5,
      comment: 'Un atelier attentif, ma bague est exactement celle que j’imaginais.',
      verified: true,
      productRef: 1,
      daysAgo: 4,
    },
    {
      name: 'Hugo P.',
      rating: 4,
      comment: 'Très jolie médaille, gravure soignée.',
      verified: true,
      productRef: 2,
      daysAgo: 11,
    },
  ],
  ratingCounts: { 5: 20, 4: 6, 3: 1, 2: 0, 1: 0 },
};

const REVIEWER_NAMES = [
  'Alex',
  'Bianca',
  'Connor',
  'Dina',
  'Ethan',
  'Fatima',
  'George',
  'Hana',
  'Isaac',
  'Jade',
  'Kofi',
  'Lucy',
  'Mohamed',
  'Nina',
  'Owen',
  'Priya',
  'Quentin',
  'Rita',
  'Samuel',
  'Tara',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTW';

const COMMENTS: Record<number, string[]> = {
  5: [
    'Superbe pièce, finitions impeccables.',
    'Accueil parfait et conseils précieux.',
    'Exactement ce que je voulais, merci !',
    'Qualité exceptionnelle, je reviendrai.',
    'Livraison rapide et bijou magnifique.',
  ],
  4: [
    'Très belle pièce, un peu d’attente.',
    'Bon conseil, prix justifié.',
    'Très satisfait dans l’ensemble.',
  ],
  3: ['Correct, mais délai plus long que prévu.'],
  2: ['Pièce jolie, communication à améliorer.'],
  1: ['Déçu par le délai.'],
};

const DAY_MS = 86_400_000;

/** Dresses a seeded business as its showroom: settings, catalogue, collaborations and reviews. */
export async function seedShowroom(
  tx: Tx,
  businessId: string,
  slug: string,
  showroom: DemoShowroom,
  now: Date,
): Promise<void> {
  const media = (file: string) => `/media/${slug}/${file}`;
  const photosOf = (p: DemoProduct) =>
    Array.from({ length: p.imageCount }, (_, i) => ({
      url: media(`${p.image}-${i + 1}.webp`),
      alt: `${p.name} — ${i === 0 ? 'vue de face' : `vue ${i + 1}`}`,
    }));
  await tx
    .insert(showroomSettings)
    .values({ businessId, published: true, tagline: showroom.tagline, bannerImage: media('banner.webp') })
    .onConflictDoUpdate({
      target: showroomSettings.businessId,
      set: { published: true, tagline: showroom.tagline, bannerImage: media('banner.webp') },
    });

  if (showroom.categories) {
    const keep = showroom.categories.map((c) => c.key);
    await tx
      .delete(productCategories)
      .where(and(eq(productCategories.businessId, businessId), notInArray(productCategories.key, keep)));
    for (const [position, category] of showroom.categories.entries()) {
      await tx
        .update(productCategories)
        .set({ position, visible: category.visible })
        .where(and(eq(productCategories.businessId, businessId), eq(productCategories.key, category.key)));
    }
  }

  const inserted = await tx
    .insert(products)
    .values(
      showroom.products.map((p) => ({
        businessId,
        ref: p.ref,
        name: p.name,
        nameFr: p.name,
        priceMinor: p.priceMinor,
        currency: 'GBP',
        category: p.category,
        description: p.description,
        descriptionFr: p.description,
        details: p.details,
        sizes: p.sizes,
        sizeSystem: p.sizeSystem ?? null,
        engravingAllowed: p.engravingAllowed,
        engravingMaxLength: p.engravingAllowed ? 20 : null,
        colours: p.colours,
        stock: p.stock,
        status: 'published' as const,
        position: p.ref,
        images: photosOf(p),
      })),
    )
    .returning({ id: products.id, ref: products.ref });
  const productIdByRef = new Map(inserted.map((p) => [p.ref, p.id]));
  // The catalogue's photo rows: the showroom app's own drawings, served from where they are.
  await tx.insert(productImages).values(
    showroom.products.flatMap((p) =>
      photosOf(p).map((photo, position) => ({
        businessId,
        productId: productIdByRef.get(p.ref)!,
        position,
        altFr: photo.alt,
        sourceUrl: photo.url,
      })),
    ),
  );
  // The shop's prices follow its currency.
  await tx.execute(sql`update public.products p set currency = b.currency
    from public.businesses b where b.id = p.business_id and p.business_id = ${businessId}`);

  await tx.insert(collaborations).values(
    showroom.collaborations.map((c, i) => ({
      businessId,
      title: c.title,
      celebrity: c.celebrity,
      year: c.year,
      description: c.description,
      imageUrl: media(`${c.image}.webp`),
      position: i + 1,
    })),
  );

  const rows: (typeof reviews.$inferInsert)[] = showroom.featuredReviews.map((r) => ({
    businessId,
    productId: r.productRef ? (productIdByRef.get(r.productRef) ?? null) : null,
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    verified: r.verified,
    createdAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
  }));
  // The long tail, spread over the years since the shop opened, oldest last.
  let n = 0;
  const total = Object.values(showroom.ratingCounts).reduce((a, b) => a + b, 0);
  const spanDays = 365 * 8;
  for (const rating of [5, 4, 3, 2, 1] as const) {
    for (let i = 0; i < showroom.ratingCounts[rating]; i++, n++) {
      const comments = COMMENTS[rating]!;
      rows.push({
        businessId,
        name: `${REVIEWER_NAMES[n % REVIEWER_NAMES.length]} ${INITIALS[(n * 7) % INITIALS.length]}.`,
        rating,
        comment: comments[n % comments.length]!,
        verified: true,
        // Interleave ratings over time rather than all fives first.
        createdAt: new Date(now.getTime() - (30 + ((n * 7919) % total) * (spanDays / total)) * DAY_MS),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(reviews).values(rows.slice(i, i + 500));

  if (showroom.assistant) {
    await tx
      .insert(assistantSettings)
      .values({ businessId, enabled: true, ...showroom.assistant })
      .onConflictDoNothing({ target: assistantSettings.businessId });
  }

  if (showroom.page) {
    const page = {
      draftBlocks: showroom.page,
      publishedBlocks: showroom.page,
      draftSavedAt: now,
      publishedAt: now,
    };
    await tx
      .insert(showroomPages)
      .values({ businessId, ...page })
      .onConflictDoUpdate({ target: showroomPages.businessId, set: page });
  }
}

/** The demo showrooms by slug: `demo` (London) and `atelier` (Paris). */
export const demoShowrooms: Readonly<Record<string, DemoShowroom>> = {
  demo: demoShowroom,
  atelier: atelierShowroom,
};

/** Seeds the showroom of a demo business, when it has one. */
export async function seedDemoShowroom(tx: Tx, businessId: string, slug: string, now: Date): Promise<void> {
  const showroom = demoShowrooms[slug];
  if (showroom) await seedShowroom(tx, businessId, slug, showroom, now);
}
