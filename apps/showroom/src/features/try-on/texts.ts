import type { Locale } from '@carat/domain/locale';

/*
 * The try-on's own texts, in its lazily loaded chunk: a visitor who never presses 'Essayer' does not
 * download them. The button's label is in the showroom's catalogue (`tryOn.open`).
 */
const fr = {
  title: 'Essayer la bague',
  description:
    'Montrez le dos de votre main à la caméra, doigts écartés : la bague se place sur l’annulaire.',
  privacy:
    'Rien ne quitte votre appareil : l’image est analysée dans votre navigateur et n’est envoyée nulle part.',
  camera: 'Utiliser la caméra',
  photo: 'Choisir une photo',
  loadingModel: 'Chargement du modèle de la main…',
  loadingPiece: 'Chargement de la pièce…',
  searching: 'Cherchez votre main dans l’image…',
  placed: 'Bague placée sur l’annulaire.',
  nothingInPhoto: 'Aucune main trouvée sur cette photo : essayez une photo du dos de la main, bien éclairée.',
  cameraDenied:
    'L’accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou choisissez une photo.',
  cameraMissing: 'Aucune caméra n’est disponible sur cet appareil : choisissez une photo.',
  cameraError: 'La caméra n’a pas pu démarrer : choisissez une photo, ou réessayez.',
  modelError: 'Le modèle de la main n’a pas pu se charger. Réessayez dans un instant.',
  pieceError: 'La pièce n’a pas pu se charger. Réessayez dans un instant.',
  webglMissing: 'Ce navigateur ne peut pas afficher la 3D (WebGL) : l’essayage n’y est pas possible.',
  metal: 'Métal',
  snapshot: 'Enregistrer la photo',
  share: 'Partager la photo',
  snapshotName: 'essayage.png',
  scaleEstimate:
    'Taille réelle estimée d’après votre main (±10 %). Pour une taille exacte, mesurez avec une carte.',
  scaleCard: 'Taille réelle mesurée sur votre carte.',
  card: 'Mesurer avec une carte',
  cardHelp:
    'Tenez une carte bancaire ou de fidélité (format standard) à côté de la main, puis placez les deux poignées aux extrémités de son grand côté. Les flèches du clavier déplacent la poignée sélectionnée.',
  cardStart: 'Début du grand côté de la carte',
  cardEnd: 'Fin du grand côté de la carte',
  cardApply: 'Utiliser cette mesure',
  cardCancel: 'Annuler',
  cardReset: 'Revenir à l’estimation',
  pause: 'Figer l’image',
  resume: 'Reprendre la vidéo',
  stop: 'Changer de source',
  close: 'Fermer',
  stage: 'Aperçu de l’essayage',
  ringSize: 'Taille {size}, diamètre intérieur {mm} mm',
};

type TryOnTexts = typeof fr;

const en: TryOnTexts = {
  title: 'Try the ring on',
  description: 'Show the back of your hand to the camera, fingers apart: the ring sits on your ring finger.',
  privacy: 'Nothing leaves your device: the picture is analysed in your browser and sent nowhere.',
  camera: 'Use the camera',
  photo: 'Pick a photo',
  loadingModel: 'Loading the hand model…',
  loadingPiece: 'Loading the piece…',
  searching: 'Looking for your hand in the picture…',
  placed: 'Ring placed on your ring finger.',
  nothingInPhoto: 'No hand found in this photo: try a well-lit photo of the back of your hand.',
  cameraDenied: 'Camera access was refused. Allow it in the browser’s settings, or pick a photo.',
  cameraMissing: 'This device has no camera available: pick a photo.',
  cameraError: 'The camera could not start: pick a photo, or try again.',
  modelError: 'The hand model could not load. Try again in a moment.',
  pieceError: 'The piece could not load. Try again in a moment.',
  webglMissing: 'This browser cannot show 3D (WebGL): try-on is not possible here.',
  metal: 'Metal',
  snapshot: 'Save the photo',
  share: 'Share the photo',
  snapshotName: 'try-on.png',
  scaleEstimate: 'True size estimated from your hand (±10 %). For an exact size, measure with a card.',
  scaleCard: 'True size measured on your card.',
  card: 'Measure with a card',
  cardHelp:
    'Hold a bank or loyalty card (standard size) beside your hand, then put the two handles on the ends of its long side. The arrow keys move the selected handle.',
  cardStart: 'Start of the card’s long side',
  cardEnd: 'End of the card’s long side',
  cardApply: 'Use this measure',
  cardCancel: 'Cancel',
  cardReset: 'Back to the estimate',
  pause: 'Freeze the picture',
  resume: 'Resume the video',
  stop: 'Change source',
  close: 'Close',
  stage: 'Try-on preview',
  ringSize: 'Size {size}, inner diameter {mm} mm',
};

/** What changes when the piece is a pair of earrings: the face, not the hand. */
const earrings: Record<Locale, Partial<TryOnTexts>> = {
  fr: {
    title: 'Essayer les boucles d’oreilles',
    description:
      'Regardez la caméra, cheveux dégagés des oreilles : les boucles se placent sur les lobes. Tournez légèrement la tête pour voir chaque côté.',
    loadingModel: 'Chargement du modèle du visage…',
    searching: 'Cherchez votre visage dans l’image…',
    placed: 'Boucles placées sur les lobes.',
    nothingInPhoto: 'Aucun visage trouvé sur cette photo : essayez une photo de face, bien éclairée.',
    modelError: 'Le modèle du visage n’a pas pu se charger. Réessayez dans un instant.',
    scaleEstimate:
      'Taille réelle estimée d’après l’écart de vos yeux (±8 %). Pour une taille exacte, mesurez avec une carte.',
    cardHelp:
      'Tenez une carte bancaire ou de fidélité (format standard) contre votre joue, puis placez les deux poignées aux extrémités de son grand côté. Les flèches du clavier déplacent la poignée sélectionnée.',
  },
  en: {
    title: 'Try the earrings on',
    description:
      'Look at the camera with your hair behind your ears: the earrings sit on your lobes. Turn your head a little to see each side.',
    loadingModel: 'Loading the face model…',
    searching: 'Looking for your face in the picture…',
    placed: 'Earrings placed on your lobes.',
    nothingInPhoto: 'No face found in this photo: try a well-lit photo taken from the front.',
    modelError: 'The face model could not load. Try again in a moment.',
    scaleEstimate:
      'True size estimated from the distance between your eyes (±8 %). For an exact size, measure with a card.',
    cardHelp:
      'Hold a bank or loyalty card (standard size) against your cheek, then put the two handles on the ends of its long side. The arrow keys move the selected handle.',
  },
};

// Built once, so a page's texts keep their identity from one render to the next.
const byKind = {
  ring: { fr, en },
  earrings: { fr: { ...fr, ...earrings.fr }, en: { ...en, ...earrings.en } },
};

export function tryOnTexts(locale: Locale, kind: 'ring' | 'earrings' = 'ring'): TryOnTexts {
  return byKind[kind][locale === 'en' ? 'en' : 'fr'];
}

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
