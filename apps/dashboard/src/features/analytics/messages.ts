import { defineMessages } from '@carat/ui/i18n';

const fr = {
  'analytics.title': 'Analytics',
  'analytics.subtitle': 'Vos chiffres du mois, vos pièces phares et la fidélité de vos clients',
  'analytics.months.label': 'Mois affichés',
  'analytics.months.3': '3 mois',
  'analytics.months.6': '6 mois',
  'analytics.months.12': '12 mois',
  'analytics.export': 'Exporter rapport',
  'analytics.exportFailed': "Impossible d'exporter le rapport",
  'analytics.error': 'Impossible de charger vos analyses',
  'analytics.empty.title': 'Vos analyses apparaîtront ici',
  'analytics.empty.body':
    'Dès vos premières commandes, factures payées, clients et rendez-vous, vous suivrez ici leur évolution mois par mois.',
  'analytics.empty.action': 'Créer une commande',

  'analytics.tiles.title': 'Ce mois-ci',
  'analytics.tiles.range': 'Du {from} au {to}, comparé à la même période du mois précédent',
  'analytics.tiles.revenue': 'Encaissé (TTC)',
  'analytics.tiles.orders': 'Commandes',
  'analytics.tiles.clients': 'Clients',
  'analytics.tiles.appointments': 'Rendez-vous',
  'analytics.tiles.vsPrevious': 'vs {previous} le mois dernier',
  'analytics.tiles.change.up':
    'En hausse de {percent} par rapport à la même période du mois précédent ({previous}).',
  'analytics.tiles.change.down':
    'En baisse de {percent} par rapport à la même période du mois précédent ({previous}).',
  'analytics.tiles.change.flat': 'Stable par rapport à la même période du mois précédent ({previous}).',
  'analytics.tiles.change.new': 'nouveau',
  'analytics.tiles.change.newLong': 'Nouveau : aucun à la même période du mois précédent.',
  'analytics.tiles.change.noneLong': 'Aucun ce mois-ci ni à la même période du mois précédent.',

  'analytics.chart.title': 'Encaissé par mois (TTC)',
  'analytics.chart.bar': '{month} : {amount}',
  'analytics.chart.current': '{month} (en cours) : {amount}',

  'analytics.products.title': 'Produits populaires du mois',
  'analytics.products.empty': 'Aucune commande ni demande ce mois-ci pour le moment.',
  'analytics.products.orders': 'Commandes : {count}',
  'analytics.products.ordered': '{amount} HT',
  'analytics.products.enquiries': 'Demandes showroom : {count}',

  'analytics.engagement.title': 'Engagement client',
  'analytics.engagement.since': 'Depuis le {date}',
  'analytics.engagement.repeat': 'Clients fidèles',
  'analytics.engagement.repeatHint': '{repeat} des {clients} clients ayant commandé, au moins deux commandes',
  'analytics.engagement.averageOrder': 'Panier moyen (HT)',
  'analytics.engagement.averageOrderHint': 'Sur {count, plural, one {# commande} other {# commandes}}',
  'analytics.engagement.satisfaction': 'Satisfaction',
  'analytics.engagement.satisfactionValue': '{average}/5',
  'analytics.engagement.satisfactionHint': '{count, plural, one {# avis publié} other {# avis publiés}}',
  'analytics.engagement.responseTime': 'Temps de réponse',
  'analytics.engagement.responseHint':
    'Médiane avant confirmation, sur {count, plural, one {# réservation} other {# réservations}} du showroom',
  'analytics.engagement.noData': 'Pas encore de données',

  'analytics.duration.minutes': '{minutes} min',
  'analytics.duration.hours': '{hours} h {minutes} min',
  'analytics.duration.days': '{days} j {hours} h',

  'analytics.monthly.title': 'Performance mensuelle',
  'analytics.monthly.caption': 'Vos {months} derniers mois, du plus ancien au plus récent',
  'analytics.monthly.month': 'Mois',
  'analytics.monthly.revenue': 'Encaissé (TTC)',
  'analytics.monthly.orders': 'Commandes',
  'analytics.monthly.newClients': 'Nouveaux clients',
  'analytics.monthly.appointments': 'Rendez-vous',
  'analytics.monthly.current': 'en cours',
};

/** The analytics page's texts: French by default, English alongside. */
export const analyticsMessages = defineMessages({
  fr,
  en: {
    'analytics.title': 'Analytics',
    'analytics.subtitle': 'Your month in figures, your most wanted pieces and how loyal your clients are',
    'analytics.months.label': 'Months shown',
    'analytics.months.3': '3 months',
    'analytics.months.6': '6 months',
    'analytics.months.12': '12 months',
    'analytics.export': 'Export report',
    'analytics.exportFailed': 'The report could not be exported',
    'analytics.error': 'Your analytics could not be loaded',
    'analytics.empty.title': 'Your analytics will show here',
    'analytics.empty.body':
      'As soon as you have orders, paid invoices, clients and appointments, you will follow them here month by month.',
    'analytics.empty.action': 'Create an order',

    'analytics.tiles.title': 'This month',
    'analytics.tiles.range': 'From {from} to {to}, compared with the same span of last month',
    'analytics.tiles.revenue': 'Collected (incl. VAT)',
    'analytics.tiles.orders': 'Orders',
    'analytics.tiles.clients': 'Clients',
    'analytics.tiles.appointments': 'Appointments',
    'analytics.tiles.vsPrevious': 'vs {previous} last month',
    'analytics.tiles.change.up': 'Up {percent} on the same span of last month ({previous}).',
    'analytics.tiles.change.down': 'Down {percent} on the same span of last month ({previous}).',
    'analytics.tiles.change.flat': 'Unchanged on the same span of last month ({previous}).',
    'analytics.tiles.change.new': 'new',
    'analytics.tiles.change.newLong': 'New: none in the same span of last month.',
    'analytics.tiles.change.noneLong': 'None this month or in the same span of last month.',

    'analytics.chart.title': 'Collected per month (incl. VAT)',
    'analytics.chart.bar': '{month}: {amount}',
    'analytics.chart.current': '{month} (so far): {amount}',

    'analytics.products.title': 'Popular products of the month',
    'analytics.products.empty': 'No order or enquiry this month yet.',
    'analytics.products.orders': 'Orders: {count}',
    'analytics.products.ordered': '{amount} excl. VAT',
    'analytics.products.enquiries': 'Showroom enquiries: {count}',

    'analytics.engagement.title': 'Client engagement',
    'analytics.engagement.since': 'Since {date}',
    'analytics.engagement.repeat': 'Repeat clients',
    'analytics.engagement.repeatHint':
      '{repeat} of the {clients} clients who ordered have ordered twice or more',
    'analytics.engagement.averageOrder': 'Average order (excl. VAT)',
    'analytics.engagement.averageOrderHint': 'Over {count, plural, one {# order} other {# orders}}',
    'analytics.engagement.satisfaction': 'Satisfaction',
    'analytics.engagement.satisfactionValue': '{average}/5',
    'analytics.engagement.satisfactionHint':
      '{count, plural, one {# published review} other {# published reviews}}',
    'analytics.engagement.responseTime': 'Response time',
    'analytics.engagement.responseHint':
      'Median wait for confirmation, over {count, plural, one {# showroom booking} other {# showroom bookings}}',
    'analytics.engagement.noData': 'No data yet',

    'analytics.duration.minutes': '{minutes} min',
    'analytics.duration.hours': '{hours} h {minutes} min',
    'analytics.duration.days': '{days} d {hours} h',

    'analytics.monthly.title': 'Monthly performance',
    'analytics.monthly.caption': 'Your last {months} months, oldest first',
    'analytics.monthly.month': 'Month',
    'analytics.monthly.revenue': 'Collected (incl. VAT)',
    'analytics.monthly.orders': 'Orders',
    'analytics.monthly.newClients': 'New clients',
    'analytics.monthly.appointments': 'Appointments',
    'analytics.monthly.current': 'so far',
  },
});
