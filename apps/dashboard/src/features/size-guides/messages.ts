import { defineMessages } from '@carat/ui/i18n';

const fr = {
  'sizes.title': 'Guide des tailles',
  'sizes.subtitle':
    'Des guides imprimables à vos couleurs pour vos clients : bagues, bracelets et colliers, calculés à partir d’une seule mesure.',
  'sizes.download': 'Télécharger le PDF',
  'sizes.downloadFailed': 'Téléchargement impossible',
  'sizes.copyLink': 'Copier le lien du guide du showroom',
  'sizes.copied': 'Lien copié',
  'sizes.copiedText': 'Envoyez-le à vos clients : il ouvre le guide des tailles de votre showroom.',
  'sizes.copyFailed': 'Copie impossible : sélectionnez le lien et copiez-le.',
  'sizes.link.label': 'Lien du guide du showroom',
  'sizes.link.error': 'Impossible de charger le lien de votre showroom',

  'sizes.options.title': 'Réglages du guide',
  'sizes.kind.label': 'Type de bijou',
  'sizes.kind.ring': 'Bague',
  'sizes.kind.bracelet': 'Bracelet',
  'sizes.kind.necklace': 'Collier',
  'sizes.system': 'Système de tailles',
  'sizes.from': 'De la taille',
  'sizes.to': 'À la taille',
  'sizes.wristFrom': 'Poignet de (cm)',
  'sizes.wristTo': 'Poignet à (cm)',
  'sizes.necklaceNote': 'Les longueurs publiées de chaque style, en pouces et en centimètres.',
  'sizes.pdfNote':
    'Le PDF (A4) contient le baguier à découper, les cercles et le tableau, à imprimer à 100 % (« taille réelle ») : une barre de 50 mm permet de le vérifier.',

  'sizes.preview.title': 'Aperçu du tableau',
  'sizes.preview.rows': '{count, plural, one {# ligne} other {# lignes}}',
  'sizes.col.diameter': 'Ø (mm)',
  'sizes.col.circumference': 'Tour (mm)',
  'sizes.col.wrist': 'Poignet',
  'sizes.col.snug': 'Ajusté (+ ¼ à ½″)',
  'sizes.col.comfort': 'Confort (+ ¾ à 1″)',
  'sizes.col.loose': 'Ample (+ 1¼″)',
  'sizes.col.bangle': 'Jonc (+ 2 cm)',
  'sizes.col.style': 'Style',
  'sizes.col.inches': 'Pouces',
  'sizes.col.cm': 'Centimètres',
  'sizes.col.falls': 'Tombe',
  'sizes.formula':
    'Une seule mesure, le diamètre intérieur Ø : tour = π × Ø ; EU / FR = tour en mm ; CH / IT / ES = tour − 40 ; US : Ø = 11,63 + 0,8128 × taille ; UK : tour = 36,25 + 1,25 × rang de la lettre (A = 1) ; JP : Ø = 13 + (taille − 1) / 3.',

  'sizes.screen.title': 'Baguier à l’écran',
  'sizes.screen.intro':
    'Posez une carte bancaire verticalement sur l’écran, dans le coin du cadre, puis réglez l’échelle jusqu’à ce que le cadre couvre exactement la carte. Le réglage est gardé sur cet appareil.',
  'sizes.screen.card': 'Carte bancaire (85,60 × 53,98 mm)',
  'sizes.screen.scale': 'Échelle de l’écran',
  'sizes.screen.scaleValue': '{value} pixels par mm',
  'sizes.screen.smaller': 'Réduire',
  'sizes.screen.larger': 'Agrandir',
  'sizes.screen.reset': 'Réinitialiser',
  'sizes.screen.uncalibrated': 'Échelle non réglée : les cercles ne sont pas encore à taille réelle.',
  'sizes.screen.calibrated': 'Échelle réglée sur cet appareil.',
  'sizes.screen.sizes': 'Tailles à afficher',
  'sizes.screen.circles':
    'Cercles à taille réelle : posez la bague, son bord intérieur doit suivre le trait.',
};

/** The size guide tool's texts: French first, English alongside. */
export const sizeGuidesMessages = defineMessages({
  fr,
  en: {
    'sizes.title': 'Size guide',
    'sizes.subtitle':
      'Printable guides in your colours for your clients: rings, bracelets and necklaces, worked out from one measure.',
    'sizes.download': 'Download the PDF',
    'sizes.downloadFailed': 'Download failed',
    'sizes.copyLink': 'Copy the showroom size guide link',
    'sizes.copied': 'Link copied',
    'sizes.copiedText': 'Send it to your clients: it opens the size guide of your showroom.',
    'sizes.copyFailed': 'Could not copy: select the link and copy it.',
    'sizes.link.label': 'Showroom size guide link',
    'sizes.link.error': 'Could not load your showroom link',

    'sizes.options.title': 'Guide settings',
    'sizes.kind.label': 'Jewellery type',
    'sizes.kind.ring': 'Ring',
    'sizes.kind.bracelet': 'Bracelet',
    'sizes.kind.necklace': 'Necklace',
    'sizes.system': 'Size system',
    'sizes.from': 'From size',
    'sizes.to': 'To size',
    'sizes.wristFrom': 'Wrist from (cm)',
    'sizes.wristTo': 'Wrist to (cm)',
    'sizes.necklaceNote': 'The published length of each style, in inches and centimetres.',
    'sizes.pdfNote':
      'The PDF (A4) holds the cut-out sizer, the circles and the chart, to print at 100 % ("actual size"): a 50 mm bar lets you check it.',

    'sizes.preview.title': 'Chart preview',
    'sizes.preview.rows': '{count, plural, one {# row} other {# rows}}',
    'sizes.col.diameter': 'Ø (mm)',
    'sizes.col.circumference': 'Circumference (mm)',
    'sizes.col.wrist': 'Wrist',
    'sizes.col.snug': 'Snug (+ ¼ to ½″)',
    'sizes.col.comfort': 'Comfort (+ ¾ to 1″)',
    'sizes.col.loose': 'Loose (+ 1¼″)',
    'sizes.col.bangle': 'Bangle (+ 2 cm)',
    'sizes.col.style': 'Style',
    'sizes.col.inches': 'Inches',
    'sizes.col.cm': 'Centimetres',
    'sizes.col.falls': 'Falls',
    'sizes.formula':
      'One measure, the inner diameter Ø: circumference = π × Ø; EU / FR = circumference in mm; CH / IT / ES = circumference − 40; US: Ø = 11.63 + 0.8128 × size; UK: circumference = 36.25 + 1.25 × letter rank (A = 1); JP: Ø = 13 + (size − 1) / 3.',

    'sizes.screen.title': 'On-screen ring sizer',
    'sizes.screen.intro':
      'Hold a bank card upright against the screen, in the corner of the frame, then set the scale until the frame covers the card exactly. The setting is kept on this device.',
    'sizes.screen.card': 'Bank card (85.60 × 53.98 mm)',
    'sizes.screen.scale': 'Screen scale',
    'sizes.screen.scaleValue': '{value} pixels per mm',
    'sizes.screen.smaller': 'Smaller',
    'sizes.screen.larger': 'Larger',
    'sizes.screen.reset': 'Reset',
    'sizes.screen.uncalibrated': 'Scale not set: the circles are not at actual size yet.',
    'sizes.screen.calibrated': 'Scale set on this device.',
    'sizes.screen.sizes': 'Sizes to show',
    'sizes.screen.circles':
      'Circles at actual size: lay the ring down, its inner edge should follow the line.',
  },
});
