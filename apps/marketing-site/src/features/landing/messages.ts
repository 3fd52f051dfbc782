import { defineMessages } from '@carat/ui/i18n';

/**
 * The landing page's texts. The spec's labels are kept as written ('Commencer gratuitement', 'Voir une démo',
 * 'Jeweller View', 'Client View', 'Get Started', 'Most Popular', 'Monthly', 'Yearly', 'View All Questions',
 * 'Cancel Anytime', 'Save 15+ Hours Weekly', '+500 smart jewelers'): the English ones stay English in French.
 */
export const landingMessages = defineMessages({
  fr: {
    'hero.badge': '+500 smart jewelers',
    'hero.title': 'Votre bijouterie mérite un écrin digital',
    'hero.subtitle':
      'Showroom de luxe, rendez-vous, commandes sur mesure, factures et intelligence artificielle : plus de 15 outils réunis sur une seule plateforme, prête en 15 minutes environ.',
    'hero.start': 'Commencer gratuitement',
    'hero.demo': 'Voir une démo',
    'hero.claims': 'Nos engagements',
    'hero.claim.free': 'Plan gratuit, sans carte bancaire',
    'hero.claim.setup': 'Prêt en 15 minutes environ',
    'hero.claim.cancel': 'Cancel Anytime',
    'hero.imageAlt': "Bague solitaire en or jaune sertie d'un diamant taille brillant",

    'value.eyebrow': 'Une plateforme, tout votre métier',
    'value.title': "Vendez, organisez et créez, sans changer d'outil",
    'value.lead':
      'Carat réunit la vitrine, la gestion et la création de votre maison. Vos clients découvrent vos pièces, réservent et commandent ; vous suivez tout depuis un seul tableau de bord.',
    'value.sell.title': 'Vendez',
    'value.sell.text':
      'Un showroom en ligne élégant, avec vos collections, vos avis clients et la prise de rendez-vous intégrée.',
    'value.organise.title': 'Organisez',
    'value.organise.text':
      'Rendez-vous, commandes sur mesure, factures et reçus, clients et stock : tout est relié, rien ne se perd.',
    'value.create.title': 'Créez',
    'value.create.text':
      'Un agent IA qui qualifie vos prospects, un studio marketing et un générateur de designs 3D.',
    'value.stat.setup': '15 min',
    'value.stat.setupLabel': 'de mise en place, environ',
    'value.stat.tools': '15+',
    'value.stat.toolsLabel': 'outils inclus',
    'value.stat.jewellers': '+500',
    'value.stat.jewellersLabel': 'smart jewelers',

    'features.eyebrow': 'Fonctionnalités',
    'features.title': 'Plus de 15 outils pensés pour les joailliers',
    'features.lead': "Tout ce qu'il faut pour présenter, vendre et produire vos créations, au même endroit.",
    'features.planned': 'Bientôt',
    'features.showroom.title': 'Showroom en ligne',
    'features.showroom.text': 'Une vitrine de luxe pour vos collections, partageable en un lien.',
    'features.builder.title': 'Éditeur de showroom',
    'features.builder.text':
      'Composez votre vitrine bloc par bloc : bannière, textes, produits, vidéo, contact.',
    'features.collections.title': 'Stock et vente en boutique',
    'features.collections.text':
      'Pièces étiquetées avec leurs certificats, vente au comptoir avec reçu, reprise d’or ancien, prix au cours du métal.',
    'features.counter.title': 'Atelier et réparations',
    'features.counter.text':
      'Pièces déposées avec leur fiche, devis accepté en ligne, suivi jusqu’au retrait, évaluations pour l’assurance.',
    'features.messages.title': 'SMS et WhatsApp',
    'features.messages.text':
      '« Votre bague est prête » par SMS, avec le consentement du client ; ses réponses arrivent dans votre boîte.',
    'features.orders.title': 'Suivi des commandes',
    'features.orders.text': 'De la conception à la livraison, chaque étape de production est suivie.',
    'features.invoices.title': 'Factures et reçus',
    'features.invoices.text':
      'Créez, envoyez et suivez vos factures Factur-X, taxes de votre pays calculées pour vous.',
    'features.clients.title': 'Fichier clients',
    'features.clients.text': "L'historique, les préférences et le statut VIP de chaque client.",
    'features.notifications.title': 'Notifications automatiques',
    'features.notifications.text':
      'Confirmations et rappels 24 h avant chaque rendez-vous, par e-mail ou par SMS, envoyés pour vous.',
    'features.viewer.title': 'Visualisation 3D et AR',
    'features.viewer.text': 'Vos créations en 3D et en réalité augmentée, directement dans le navigateur.',
    'features.analytics.title': 'Statistiques',
    'features.analytics.text': "Chiffre d'affaires, pièces phares et fidélité client en un coup d'œil.",
    'features.payments.title': 'Paiements en ligne',
    'features.payments.text': 'Encaissez commandes et acomptes en ligne, en toute sécurité.',
    'features.reviews.title': 'Avis clients',
    'features.reviews.text': 'Recueillez et affichez les avis de vos clients sur votre showroom.',
    'features.sharing.title': 'Partage et collaborations',
    'features.sharing.text': 'Partagez votre showroom partout et mettez en avant vos collaborations.',
    'features.tryOn.title': 'Essayage virtuel',
    'features.tryOn.text':
      'Vos clients essaient une bague créée avec le générateur sur leur main, ou des puces d’oreilles sur leurs lobes, avec la caméra ou une photo, à taille réelle. Rien ne quitte leur appareil.',

    'demo.eyebrow': 'Démos',
    'demo.title': 'Découvrez Carat des deux côtés de la vitrine',
    'demo.lead': 'Essayez la démo joaillier ou la démo client, sans inscription.',
    'demo.jeweller.title': 'Côté joaillier',
    'demo.jeweller.text':
      'Le tableau de bord de démonstration : commandes, rendez-vous, clients, factures et statistiques.',
    'demo.jeweller.alt':
      'Aperçu du tableau de bord : chiffres clés, graphique des ventes et commandes récentes',
    'demo.client.title': 'Côté client',
    'demo.client.text':
      'Le showroom tel que vos clients le voient : collections, fiches produit, rendez-vous et avis.',
    'demo.client.alt': 'Aperçu du showroom sur mobile : bannière de la maison et grille de bijoux',

    'video.eyebrow': 'Showroom',
    'video.title': 'Votre showroom, en mouvement',
    'video.lead': 'Une vitrine qui met vos pièces en lumière, sur mobile comme sur grand écran.',
    'video.label': 'Vidéo de présentation du showroom Carat',
    'video.play': 'Lire la vidéo',
    'video.pause': 'Mettre la vidéo en pause',
    'video.soundOn': 'Activer le son',
    'video.soundOff': 'Couper le son',

    'benefits.eyebrow': 'Avantages',
    'benefits.title': 'Pourquoi les joailliers choisissent Carat',
    'benefits.time.title': 'Save 15+ Hours Weekly',
    'benefits.time.text':
      "Rendez-vous, rappels et factures s'automatisent : plus de 15 heures gagnées chaque semaine.",
    'benefits.cancel.title': 'Cancel Anytime',
    'benefits.cancel.text': 'Sans engagement : vous arrêtez quand vous voulez, depuis vos paramètres.',
    'benefits.setup.title': 'En ligne en 15 minutes',
    'benefits.setup.text':
      'Ajoutez vos pièces, personnalisez votre showroom et partagez votre lien en 15 minutes environ.',
    'benefits.free.title': 'Gratuit pour commencer',
    'benefits.free.text':
      'Un plan gratuit, sans carte bancaire, pour découvrir la plateforme à votre rythme.',
    'benefits.ownership.title': 'Vos créations vous appartiennent',
    'benefits.ownership.text':
      'Vous restez propriétaire de vos contenus, y compris ceux créés avec nos outils IA.',
    'benefits.security.title': 'Données protégées',
    'benefits.security.text': 'Chiffrement en transit, sauvegardes quotidiennes, et aucune donnée vendue.',

    'testimonials.eyebrow': 'Témoignages',
    'testimonials.title': 'Ils font briller leur maison avec Carat',
    'testimonials.lead': '+500 smart jewelers nous font déjà confiance.',
    'testimonials.label': 'Témoignages de joailliers',
    'testimonials.slide': 'Témoignage {n} sur {total}',
    'testimonials.previous': 'Témoignage précédent',
    'testimonials.next': 'Témoignage suivant',
    'testimonials.goTo': 'Afficher le témoignage {n}',
    'testimonials.pause': 'Arrêter le défilement',
    'testimonials.resume': 'Reprendre le défilement',
    'testimonials.1.quote':
      'Notre showroom était en ligne le soir même. Les clientes réservent leurs essayages seules, et je ne perds plus une demande sur mesure.',
    'testimonials.1.name': 'Élise Marchand',
    'testimonials.1.role': 'Atelier Marchand, Paris',
    'testimonials.2.quote':
      "L'agent IA répond aux questions à toute heure et ne me transmet que les prospects sérieux. Nos rendez-vous en boutique ont nettement augmenté.",
    'testimonials.2.name': 'Daniel Hale',
    'testimonials.2.role': 'Hale & Co. Fine Jewellery, Londres',
    'testimonials.3.quote':
      'Du devis à la facture, tout est au même endroit. Je gagne facilement quinze heures par semaine.',
    'testimonials.3.name': 'Sofia Benali',
    'testimonials.3.role': 'Maison Benali, Montréal',
    'testimonials.4.quote':
      'Le générateur de design transforme le brief du client en modèle 3D qu’il découvre avant la fabrication. Un vrai argument de vente.',
    'testimonials.4.name': 'Thomas Keller',
    'testimonials.4.role': 'Keller Joaillier, Genève',

    'pricing.eyebrow': 'Tarifs',
    'pricing.title': 'Des tarifs clairs, à la hauteur de votre maison',
    'pricing.lead': 'Commencez gratuitement, sans carte bancaire. Cancel Anytime.',
    'pricing.billing': 'Période de facturation',
    'pricing.monthly': 'Monthly',
    'pricing.yearly': 'Yearly',
    'pricing.perMonth': '/mois',
    'pricing.perYear': '/an',
    'pricing.originalPrice': "Prix d'origine",
    'pricing.discount': 'Réduction',
    'pricing.popular': 'Most Popular',
    'pricing.getStarted': 'Get Started',
    'pricing.getStartedLabel': 'Get Started : {plan}',
    'pricing.featuresLabel': 'Inclus dans le {plan}',
    'pricing.soon': 'Bientôt',
    'pricing.note': 'Prix en livres sterling.',
    'pricing.freeNote':
      'Ou gratuit, sans carte bancaire : « Commencer gratuitement » sur la page des plans (filigrane « Propulsé par Carat », pas de paiements en ligne).',

    'landingFaq.eyebrow': 'FAQ',
    'landingFaq.title': 'Questions fréquentes',
    'landingFaq.all': 'View All Questions',

    'cta.title': 'Prêt à faire briller votre bijouterie ?',
    'cta.text':
      'Créez votre showroom en 15 minutes environ. Plan gratuit sans carte bancaire, Cancel Anytime.',
    'cta.start': 'Commencer gratuitement',
    'cta.demo': 'Voir une démo',
  },
  en: {
    'hero.badge': '+500 smart jewelers',
    'hero.title': 'Your jewellery house deserves a digital setting',
    'hero.subtitle':
      'Luxury showroom, appointments, custom orders, invoices and artificial intelligence: over 15 tools on one platform, ready in about 15 minutes.',
    'hero.start': 'Start for free',
    'hero.demo': 'See a demo',
    'hero.claims': 'Our commitments',
    'hero.claim.free': 'Free plan, no credit card',
    'hero.claim.setup': 'Ready in about 15 minutes',
    'hero.claim.cancel': 'Cancel Anytime',
    'hero.imageAlt': 'Yellow gold solitaire ring set with a brilliant-cut diamond',

    'value.eyebrow': 'One platform, your whole craft',
    'value.title': 'Sell, organise and create, without switching tools',
    'value.lead':
      'Carat brings together the window, the management and the creative work of your house. Clients discover your pieces, book and order; you follow everything from one dashboard.',
    'value.sell.title': 'Sell',
    'value.sell.text':
      'An elegant online showroom with your collections, client reviews and built-in booking.',
    'value.organise.title': 'Organise',
    'value.organise.text':
      'Appointments, custom orders, invoices and receipts, clients and stock: all connected, nothing lost.',
    'value.create.title': 'Create',
    'value.create.text':
      'An AI agent that qualifies your leads, a marketing studio and a 3D design generator.',
    'value.stat.setup': '15 min',
    'value.stat.setupLabel': 'to set up, about',
    'value.stat.tools': '15+',
    'value.stat.toolsLabel': 'tools included',
    'value.stat.jewellers': '+500',
    'value.stat.jewellersLabel': 'smart jewelers',

    'features.eyebrow': 'Features',
    'features.title': 'Over 15 tools designed for jewellers',
    'features.lead': 'Everything you need to present, sell and make your creations, in one place.',
    'features.planned': 'Coming soon',
    'features.showroom.title': 'Online showroom',
    'features.showroom.text': 'A luxury window for your collections, shared with one link.',
    'features.builder.title': 'Showroom builder',
    'features.builder.text': 'Compose your window block by block: banner, text, products, video, contact.',
    'features.collections.title': 'Stock and the counter sale',
    'features.collections.text':
      'Tagged pieces with their certificates, the counter sale with its receipt, old gold taken in, prices at the metal rate.',
    'features.counter.title': 'Workshop and repairs',
    'features.counter.text':
      'Pieces taken in with their sheet, quotes accepted online, tracked until collected, insurance valuations.',
    'features.messages.title': 'SMS and WhatsApp',
    'features.messages.text':
      '“Your ring is ready” by text, with the client’s consent; their replies land in your inbox.',
    'features.orders.title': 'Order tracking',
    'features.orders.text': 'From design to delivery, every production step is tracked.',
    'features.invoices.title': 'Invoices and receipts',
    'features.invoices.text':
      'Create, send and track your Factur-X invoices, your country’s taxes worked out for you.',
    'features.clients.title': 'Client records',
    'features.clients.text': 'The history, preferences and VIP status of every client.',
    'features.notifications.title': 'Automatic notifications',
    'features.notifications.text':
      'Confirmations and reminders 24 h before every appointment, by email or text, sent for you.',
    'features.viewer.title': '3D and AR viewing',
    'features.viewer.text': 'Your creations in 3D and augmented reality, right in the browser.',
    'features.analytics.title': 'Analytics',
    'features.analytics.text': 'Revenue, best-selling pieces and client loyalty at a glance.',
    'features.payments.title': 'Online payments',
    'features.payments.text': 'Take orders and deposits online, securely.',
    'features.reviews.title': 'Client reviews',
    'features.reviews.text': 'Collect and show your clients’ reviews on your showroom.',
    'features.sharing.title': 'Sharing and collaborations',
    'features.sharing.text': 'Share your showroom everywhere and feature your collaborations.',
    'features.tryOn.title': 'Virtual try-on',
    'features.tryOn.text':
      'Your clients try a ring made with the generator on their own hand, or stud earrings on their lobes, with the camera or a photo, at true size. Nothing leaves their device.',

    'demo.eyebrow': 'Demos',
    'demo.title': 'See Carat from both sides of the counter',
    'demo.lead': 'Try the jeweller demo or the client demo, no sign-up needed.',
    'demo.jeweller.title': 'The jeweller’s side',
    'demo.jeweller.text': 'The demo dashboard: orders, appointments, clients, invoices and analytics.',
    'demo.jeweller.alt': 'Dashboard preview: key figures, sales chart and recent orders',
    'demo.client.title': 'The client’s side',
    'demo.client.text':
      'The showroom as your clients see it: collections, product pages, booking and reviews.',
    'demo.client.alt': 'Mobile showroom preview: the house banner and a grid of jewellery',

    'video.eyebrow': 'Showroom',
    'video.title': 'Your showroom, in motion',
    'video.lead': 'A window that puts your pieces in the spotlight, on a phone as on a large screen.',
    'video.label': 'Presentation video of the Carat showroom',
    'video.play': 'Play the video',
    'video.pause': 'Pause the video',
    'video.soundOn': 'Turn the sound on',
    'video.soundOff': 'Mute',

    'benefits.eyebrow': 'Benefits',
    'benefits.title': 'Why jewellers choose Carat',
    'benefits.time.title': 'Save 15+ Hours Weekly',
    'benefits.time.text':
      'Appointments, reminders and invoices run themselves: over 15 hours saved every week.',
    'benefits.cancel.title': 'Cancel Anytime',
    'benefits.cancel.text': 'No commitment: stop whenever you like, from your settings.',
    'benefits.setup.title': 'Online in 15 minutes',
    'benefits.setup.text': 'Add your pieces, style your showroom and share your link in about 15 minutes.',
    'benefits.free.title': 'Free to start',
    'benefits.free.text': 'A free plan, no credit card, to discover the platform at your own pace.',
    'benefits.ownership.title': 'Your creations are yours',
    'benefits.ownership.text':
      'You keep ownership of your content, including what you create with our AI tools.',
    'benefits.security.title': 'Protected data',
    'benefits.security.text': 'Encryption in transit, daily backups, and no data ever sold.',

    'testimonials.eyebrow': 'Testimonials',
    'testimonials.title': 'They make their house shine with Carat',
    'testimonials.lead': '+500 smart jewelers already trust us.',
    'testimonials.label': 'Testimonials from jewellers',
    'testimonials.slide': 'Testimonial {n} of {total}',
    'testimonials.previous': 'Previous testimonial',
    'testimonials.next': 'Next testimonial',
    'testimonials.goTo': 'Show testimonial {n}',
    'testimonials.pause': 'Stop the rotation',
    'testimonials.resume': 'Resume the rotation',
    'testimonials.1.quote':
      'Our showroom was online the same evening. Clients book their fittings on their own, and I no longer lose a single custom request.',
    'testimonials.1.name': 'Élise Marchand',
    'testimonials.1.role': 'Atelier Marchand, Paris',
    'testimonials.2.quote':
      'The AI agent answers questions at any hour and only passes me the serious leads. Our in-store appointments have clearly grown.',
    'testimonials.2.name': 'Daniel Hale',
    'testimonials.2.role': 'Hale & Co. Fine Jewellery, London',
    'testimonials.3.quote':
      'From quote to invoice, everything is in one place. I easily save fifteen hours a week.',
    'testimonials.3.name': 'Sofia Benali',
    'testimonials.3.role': 'Maison Benali, Montréal',
    'testimonials.4.quote':
      'The design generator turns the client’s brief into a 3D model they see before anything is made. A real selling point.',
    'testimonials.4.name': 'Thomas Keller',
    'testimonials.4.role': 'Keller Joaillier, Geneva',

    'pricing.eyebrow': 'Pricing',
    'pricing.title': 'Clear pricing, worthy of your house',
    'pricing.lead': 'Start for free, no credit card. Cancel Anytime.',
    'pricing.billing': 'Billing period',
    'pricing.monthly': 'Monthly',
    'pricing.yearly': 'Yearly',
    'pricing.perMonth': '/month',
    'pricing.perYear': '/year',
    'pricing.originalPrice': 'Original price',
    'pricing.discount': 'Discount',
    'pricing.popular': 'Most Popular',
    'pricing.getStarted': 'Get Started',
    'pricing.getStartedLabel': 'Get Started: {plan}',
    'pricing.featuresLabel': 'Included in the {plan}',
    'pricing.soon': 'Soon',
    'pricing.note': 'Prices in pounds sterling.',
    'pricing.freeNote':
      'Or free, with no credit card: “Start for free” on the plans page (“Powered by Carat” watermark, no online payments).',

    'landingFaq.eyebrow': 'FAQ',
    'landingFaq.title': 'Frequently asked questions',
    'landingFaq.all': 'View All Questions',

    'cta.title': 'Ready to make your jewellery house shine?',
    'cta.text': 'Create your showroom in about 15 minutes. Free plan with no credit card, Cancel Anytime.',
    'cta.start': 'Start for free',
    'cta.demo': 'See a demo',
  },
});
