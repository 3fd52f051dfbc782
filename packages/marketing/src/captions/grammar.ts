import type { Locale } from '@carat/domain/locale';
import type { Occasion, Platform } from '#lib/captions/schema.ts';

/**
 * The offline engine's phrase banks. Slots in braces are filled from the piece's own attributes only
 * ({name}, {metal}, {stone}, {category}, {price}), the collection ({collection}) or the business
 * ({business}, {city}, {link}). No phrase names a metal, stone or figure of its own: every fact in a
 * caption comes from the catalogue, so a caption cannot describe the wrong piece.
 */

export const TONE_FAMILIES = ['elegant', 'warm', 'modern'] as const;
export type ToneFamily = (typeof TONE_FAMILIES)[number];

const TONE_ALIASES: Readonly<Record<string, ToneFamily>> = {
  elegant: 'elegant',
  élégant: 'elegant',
  elegante: 'elegant',
  élégante: 'elegant',
  luxe: 'elegant',
  luxury: 'elegant',
  raffiné: 'elegant',
  refined: 'elegant',
  warm: 'warm',
  chaleureux: 'warm',
  chaleureuse: 'warm',
  friendly: 'warm',
  amical: 'warm',
  modern: 'modern',
  moderne: 'modern',
  minimal: 'modern',
  minimaliste: 'modern',
  audacieux: 'modern',
  bold: 'modern',
};

/** Maps the business's free-text tone to a family of phrases; unknown tones read as elegant, the house style. */
export function toneFamily(tone: string): ToneFamily {
  return TONE_ALIASES[tone.trim().toLowerCase()] ?? 'elegant';
}

export type OpenerContext = 'piece' | 'collection' | Occasion;

type Bank<K extends string> = Readonly<Record<K, Readonly<Record<Locale, readonly string[]>>>>;

export const OPENERS: Bank<OpenerContext> = {
  piece: {
    en: [
      'Some pieces are made to be noticed.',
      'Fresh from the workshop bench.',
      'A new favourite in the showroom.',
      'Made by hand, made to last.',
      'The details make the piece.',
    ],
    fr: [
      'Certaines pièces sont faites pour être remarquées.',
      "Tout juste sortie de l'atelier.",
      'Un nouveau coup de cœur au showroom.',
      'Fait main, fait pour durer.',
      'Tout est dans le détail.',
    ],
  },
  collection: {
    en: [
      'Introducing {collection}.',
      '{collection}: a collection told piece by piece.',
      'Step into {collection}.',
      'The {collection} collection is here.',
    ],
    fr: [
      'Voici {collection}.',
      '{collection} : une collection qui se raconte pièce par pièce.',
      'Entrez dans l’univers {collection}.',
      'La collection {collection} est arrivée.',
    ],
  },
  valentines: {
    en: [
      "Valentine's Day is close: say it with something that lasts.",
      'For the one who already has your heart.',
      "This Valentine's, skip the roses.",
      'Love, made to be worn every day.',
    ],
    fr: [
      'La Saint-Valentin approche : offrez ce qui dure.',
      'Pour celle ou celui qui a déjà votre cœur.',
      'Cette Saint-Valentin, oubliez les roses.',
      "L'amour, à porter tous les jours.",
    ],
  },
  'mothers-day': {
    en: [
      "Mother's Day: for the woman who gave you everything.",
      'A thank-you she will wear for years.',
      'For Mum, with love.',
      "Mother's Day is coming. Let's find her something beautiful.",
    ],
    fr: [
      'Fête des mères : pour celle qui vous a tout donné.',
      'Un merci qu’elle portera pendant des années.',
      'Pour maman, avec amour.',
      'La fête des mères arrive. Trouvons-lui quelque chose de beau.',
    ],
  },
  christmas: {
    en: [
      'The most beautiful gifts come in small boxes.',
      'Christmas is coming: the showroom is ready.',
      'A gift to open once and wear for a lifetime.',
      'Make this Christmas shine.',
    ],
    fr: [
      'Les plus beaux cadeaux tiennent dans un petit écrin.',
      'Noël approche : le showroom est prêt.',
      'Un cadeau qu’on ouvre une fois et qu’on porte toute une vie.',
      'Faites briller ce Noël.',
    ],
  },
  'engagement-season': {
    en: [
      'Engagement season is here.',
      'Planning to ask the question?',
      'The ring comes first. The rest follows.',
      'For the yes of a lifetime.',
    ],
    fr: [
      'La saison des fiançailles est là.',
      'Vous comptez faire votre demande ?',
      'D’abord la bague. Le reste suivra.',
      'Pour le oui d’une vie.',
    ],
  },
  'new-collection': {
    en: [
      'Something new in the showroom.',
      'Our new collection has arrived.',
      'New pieces, fresh from the workshop.',
      'First look at what we have been making.',
    ],
    fr: [
      'Du nouveau au showroom.',
      'Notre nouvelle collection est arrivée.',
      "De nouvelles pièces, tout juste sorties de l'atelier.",
      'Découvrez en avant-première nos dernières créations.',
    ],
  },
  design: {
    en: [
      'From sketch to your finger.',
      'Your idea, drawn and made by hand.',
      'A design made for one person only.',
      'Bespoke starts with a conversation.',
    ],
    fr: [
      'Du croquis à votre doigt.',
      'Votre idée, dessinée puis façonnée à la main.',
      'Un dessin pensé pour une seule personne.',
      'Le sur-mesure commence par une conversation.',
    ],
  },
};

/**
 * How a piece is described. Catalogue entries carry no article ('oval diamond, 1 ct', 'or rose 18 carats'),
 * so the phrasing takes bare nouns, and in French avoids adjectives that would have to agree with them.
 */
export const PIECE_LINES_WITH_STONE: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    '{name}: {stone}, set in {metal}.',
    '{name}, in {metal} with {stone}.',
    'Meet {name}: {metal} and {stone}.',
    '{name} · {metal} · {stone}.',
  ],
  fr: [
    '{name} : {stone}, monture en {metal}.',
    '{name}, en {metal} avec {stone}.',
    'Découvrez {name} : {metal} et {stone}.',
    '{name} · {metal} · {stone}.',
  ],
};

export const PIECE_LINES_WITHOUT_STONE: Readonly<Record<Locale, readonly string[]>> = {
  en: ['{name}, in {metal}.', 'Meet {name}: {metal}, nothing more.', '{name} · {metal}.'],
  fr: ['{name}, en {metal}.', 'Découvrez {name} : {metal}, rien de plus.', '{name} · {metal}.'],
};

export const PRICE_LINES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['{price}.', 'Priced at {price}.', 'Yours for {price}.'],
  fr: ['{price}.', 'Prix : {price}.', 'Son prix : {price}.'],
};

export const PRICE_ON_REQUEST_LINES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Price on request.', 'Ask us for the price.'],
  fr: ['Prix sur demande.', 'Prix communiqué sur demande.'],
};

export const TONE_LINES: Readonly<Record<ToneFamily, Readonly<Record<Locale, readonly string[]>>>> = {
  elegant: {
    en: [
      'Quiet luxury, made to be passed on.',
      'Timeless by design.',
      'Crafted with patience, worn with grace.',
    ],
    fr: [
      'Un luxe discret, fait pour se transmettre.',
      'Intemporel par nature.',
      'Façonné avec patience, porté avec grâce.',
    ],
  },
  warm: {
    en: [
      "We can't wait to welcome you.",
      'Come and say hello, the kettle is always on.',
      'Made with love in our little workshop.',
    ],
    fr: [
      'Nous avons hâte de vous accueillir.',
      'Passez nous voir, le café vous attend.',
      'Fait avec amour dans notre petit atelier.',
    ],
  },
  modern: {
    en: ['Clean lines. Zero compromise.', 'Made for every day, not just for best.', 'Wear it your way.'],
    fr: [
      'Des lignes nettes. Aucun compromis.',
      'Pour tous les jours, pas seulement les grandes occasions.',
      'À porter à votre façon.',
    ],
  },
};

/** Instagram captions cannot hold a clickable link, so they point to the bio; Facebook shows the URL itself. */
export const CTA_LINES: Readonly<Record<Platform, Readonly<Record<Locale, readonly string[]>>>> = {
  instagram: {
    en: [
      'Book a private viewing: link in bio.',
      'See it in the showroom, link in our bio.',
      'Tap the link in our bio to book an appointment.',
    ],
    fr: [
      'Prenez rendez-vous via le lien en bio.',
      'À découvrir au showroom, lien en bio.',
      'Réservez votre essayage : lien dans notre bio.',
    ],
  },
  facebook: {
    en: ['Book a private viewing: {link}', 'See it in the showroom: {link}', 'Make an appointment: {link}'],
    fr: [
      'Prenez rendez-vous : {link}',
      'À découvrir au showroom : {link}',
      'Réservez votre essayage : {link}',
    ],
  },
};

export const SIGNOFFS: Readonly<
  Record<Locale, { readonly withCity: readonly string[]; readonly plain: readonly string[] }>
> = {
  en: {
    withCity: ['{business}, {city}', '{business} · {city}', 'With love from {city}, {business}'],
    plain: ['{business}', '— {business}'],
  },
  fr: {
    withCity: ['{business}, {city}', '{business} · {city}', 'Avec amour, depuis {city}. {business}'],
    plain: ['{business}', '— {business}'],
  },
};

export const OCCASION_HASHTAGS: Readonly<Record<OpenerContext, Readonly<Record<Locale, readonly string[]>>>> =
  {
    piece: {
      en: ['#finejewellery', '#handmadejewellery', '#jeweller'],
      fr: ['#joaillerie', '#bijouxartisanaux', '#joaillier'],
    },
    collection: {
      en: ['#newcollection', '#finejewellery', '#jewellerycollection'],
      fr: ['#nouvellecollection', '#joaillerie', '#collectionbijoux'],
    },
    valentines: {
      en: ['#valentinesday', '#valentinesgift', '#love'],
      fr: ['#saintvalentin', '#cadeausaintvalentin', '#amour'],
    },
    'mothers-day': {
      en: ['#mothersday', '#giftformum', '#mothersdaygift'],
      fr: ['#fetedesmeres', '#cadeaufetedesmeres', '#maman'],
    },
    christmas: {
      en: ['#christmasgifts', '#christmas', '#giftideas'],
      fr: ['#noel', '#cadeaudenoel', '#ideecadeau'],
    },
    'engagement-season': {
      en: ['#engagementring', '#proposal', '#shesaidyes'],
      fr: ['#baguedefiancailles', '#demandeenmariage', '#fiancailles'],
    },
    'new-collection': {
      en: ['#newcollection', '#newin', '#finejewellery'],
      fr: ['#nouvellecollection', '#nouveaute', '#joaillerie'],
    },
    design: {
      en: ['#bespokejewellery', '#custommade', '#jewellerydesign'],
      fr: ['#surmesure', '#bijousurmesure', '#creationjoaillerie'],
    },
  };
