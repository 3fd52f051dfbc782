import type {
  PublicShowroomSettings,
  PublishedPage,
  SharedDesign,
  Showroom,
  ShowroomProduct,
} from '@carat/api-client/react';
import { fromMinorUnits, isCurrency } from '@carat/domain/money';
import { safeBlockUrl } from '@carat/domain/showroom-blocks';
import { escapeHtml, jsonLd } from '@carat/ui/head';
import { firstHero } from '#features/home/blocks/arrange.ts';
import { formatCount, formatRating } from '#lib/format.ts';
import type { PageMatch } from '#lib/pages.ts';
import { isLinkPage, showroomPaths } from '#lib/pages.ts';

/**
 * The head of a server-rendered page, built from the same data the page shows: its own title and
 * description, canonical URL, Open Graph (with the showroom's or product's own image) and JSON-LD
 * (JewelryStore on showroom pages, Product with its offer and aggregate rating on product pages).
 */

const clip = (text: string, max = 160) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Ends a text as a sentence, for a description that goes on with the rating. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Open Graph's locale names for the showroom's languages. */
const OG_LOCALES: Record<'fr' | 'en', string> = { fr: 'fr_FR', en: 'en_GB' };

export interface HeadData {
  showroom?: Showroom | undefined;
  product?: ShowroomProduct | undefined;
  /** The builder's published blocks (the home): its hero speaks for the page when it says something. */
  page?: PublishedPage | undefined;
  /** The showroom's settings (its logo stands in for a missing banner). */
  settings?: PublicShowroomSettings | undefined;
  /** The page's language. */
  locale?: 'fr' | 'en' | undefined;
  /** A shared design (/d/{token}), when its link is valid. */
  design?: SharedDesign | undefined;
}

export interface HeadResult {
  title: string;
  tags: string;
}

const absolute = (origin: string, path: string | null | undefined) =>
  !path ? undefined : /^https?:\/\//.test(path) ? path : `${origin}${path}`;

function store(showroom: Showroom, origin: string, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: showroom.name,
    url,
    ...(showroom.bannerImage ? { image: absolute(origin, showroom.bannerImage) } : {}),
    ...(showroom.tagline ? { description: showroom.tagline } : {}),
    ...(showroom.phone ? { telephone: showroom.phone } : {}),
    ...(showroom.foundedYear ? { foundingDate: String(showroom.foundedYear) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(showroom.address ? { streetAddress: showroom.address } : {}),
      ...(showroom.city ? { addressLocality: showroom.city } : {}),
      ...(showroom.postalCode ? { postalCode: showroom.postalCode } : {}),
    },
    currenciesAccepted: showroom.currency,
    ...(showroom.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: showroom.rating.average,
            reviewCount: showroom.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function productLd(product: ShowroomProduct, origin: string, url: string): object {
  const currency = isCurrency(product.currency) ? product.currency : 'GBP';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.ref),
    category: product.category,
    description: product.description,
    image: product.images.map((image) => absolute(origin, image.url)),
    brand: { '@type': 'Brand', name: product.showroom.name },
    // A piece on request has no price to offer.
    ...(product.priceOnRequest
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: fromMinorUnits(product.priceMinor, currency),
            priceCurrency: product.currency,
            availability: product.madeToOrder ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
            seller: { '@type': 'JewelryStore', name: product.showroom.name },
          },
        }),
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.reviews.length > 0
      ? {
          review: product.reviews.slice(0, 3).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.name },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.comment,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

/** The head of a page: `origin` is the showroom's public origin (canonical and Open Graph URLs). */
function shareDescription(business: string, locale: 'fr' | 'en' | undefined): string {
  return locale === 'en'
    ? `A design by ${business}, to see in 3D and in augmented reality.`
    : `Un design de ${business}, à voir en 3D et en réalité augmentée.`;
}

export function headFor(match: PageMatch | null, data: HeadData, origin: string, status: number): HeadResult {
  const showroom = data.showroom;
  // A shared design: private to whoever has the link, never indexed.
  if (match?.route.kind === 'design' && status !== 404) {
    const title = 'Votre bijou en 3D — Carat';
    const design = data.design;
    // Whoever receives the link sees the piece in the preview (its still picture), by the jeweller's name.
    const preview = design
      ? [
          `<meta property="og:type" content="website" />`,
          `<meta property="og:site_name" content="${escapeHtml(design.business.name)}" />`,
          `<meta property="og:title" content="${escapeHtml(design.title)}" />`,
          `<meta property="og:description" content="${escapeHtml(shareDescription(design.business.name, data.locale))}" />`,
          `<meta property="og:image" content="${escapeHtml(design.model.imageUrl)}" />`,
          '<meta property="og:image:width" content="640" />',
          '<meta property="og:image:height" content="640" />',
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : [];
    return {
      title,
      tags: [`<title>${title}</title>`, '<meta name="robots" content="noindex" />', ...preview].join(
        '\n    ',
      ),
    };
  }
  if (!match || status === 404 || (!showroom && !data.product)) {
    const title = 'Page introuvable — Carat';
    return {
      title,
      tags: [`<title>${title}</title>`, '<meta name="robots" content="noindex" />'].join('\n    '),
    };
  }
  if (isLinkPage(match.route.kind)) {
    const title =
      match.route.kind === 'pay'
        ? 'Paiement — Carat'
        : match.route.kind === 'quote'
          ? 'Devis — Carat'
          : 'Mon rendez-vous — Carat';
    return {
      title,
      tags: [`<title>${title}</title>`, '<meta name="robots" content="noindex" />'].join('\n    '),
    };
  }
  const paths = showroomPaths(match.slug, match.route.demo);
  const name = showroom?.name ?? data.product?.showroom.name ?? '';
  const place = showroom?.city ? `, ${showroom.city}` : '';
  const rating =
    showroom && showroom.rating.count > 0
      ? ` Note ${formatRating(showroom.rating.average)}/5 (${formatCount(showroom.rating.count)} avis).`
      : '';

  let title = `${name} — Showroom`;
  let shareTitle: string | null = null;
  let description = clip(`${showroom?.tagline ?? `Bijoux de ${name}${place}`}.${rating}`);
  let path: string = paths.home;
  let image = absolute(origin, showroom?.bannerImage ?? data.settings?.logoImage);
  let type = 'website';
  const structured: object[] = [];

  switch (match.route.kind) {
    case 'product': {
      const product = data.product;
      if (product) {
        // The jeweller's own SEO title and description when they wrote them.
        title = product.seoTitle?.trim() || `${product.name} — ${name}`;
        description = clip(product.seoDescription?.trim() || product.description.trim() || title);
        path = paths.product(product.ref);
        image = absolute(origin, product.images[0]?.url) ?? image;
        type = 'product';
        structured.push(productLd(product, origin, `${origin}${path}`));
      }
      break;
    }
    case 'collaborations':
      title = `Collaborations — ${name}`;
      description = clip(`Les collaborations de ${name} avec ses clients célèbres.`);
      path = paths.collaborations;
      break;
    case 'reviews':
      title = `Avis clients — ${name}`;
      description = clip(`Ce que les clients disent de ${name}.${rating}`);
      path = paths.reviews;
      break;
    case 'gift-card':
      title = `Carte cadeau — ${name}`;
      description = clip(`Offrez une carte cadeau ${name}, envoyée par e-mail à la date choisie.`);
      path = paths.giftCard;
      break;
    case 'appointment':
      title = `Prendre rendez-vous — ${name}`;
      description = clip(
        `Réservez un appel, une visio, un rendez-vous en boutique ou une séance de création chez ${name}.`,
      );
      path = paths.appointment();
      break;
    default: {
      // The home: the published hero's words and picture, when the jeweller gave them. The title stays
      // the shop's name (what a search result must show); the share card takes the hero's title.
      const hero = firstHero(data.page?.blocks)?.content;
      if (hero?.subtitle.trim()) description = clip(`${sentence(hero.subtitle.trim())}${rating}`);
      if (hero?.title.trim()) shareTitle = `${hero.title.trim()} — ${name}`;
      image = absolute(origin, safeBlockUrl(hero?.image)) ?? image;
      break;
    }
  }
  const url = `${origin}${path}`;
  if (showroom && match.route.kind !== 'product')
    structured.push(store(showroom, origin, `${origin}${paths.home}`));

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(name)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[data.locale ?? 'fr']}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${escapeHtml(shareTitle ?? title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    ...structured.map(jsonLd),
  ];
  return { title, tags: tags.join('\n    ') };
}
