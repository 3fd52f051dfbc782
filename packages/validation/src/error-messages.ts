import type { ErrorCode } from '@carat/domain/errors';
import { type Locale, type LocalizedText, localize } from '@carat/domain/locale';

/**
 * What a person reads for each error code, French first (the product's language), in the apps' tone: say
 * what happened and what to do next. The apps show these, never the server's English `message`, which
 * stays for logs and API callers. Where an app already had a text for the situation, it is reused here so
 * the screens read the same. Keyed by the closed `ErrorCode` union: a missing code or a stray key fails
 * the type-check.
 */
export const errorMessages = {
  bad_request: {
    fr: 'La demande n’a pas pu être lue. Rechargez la page et réessayez.',
    en: 'The request could not be read. Reload the page and try again.',
  },
  unauthorized: {
    fr: 'Session expirée. Veuillez vous reconnecter.',
    en: 'Session expired. Please sign in again.',
  },
  forbidden: {
    fr: 'Vous n’avez pas le droit de faire cette action.',
    en: 'You are not allowed to do this.',
  },
  not_found: {
    fr: 'Introuvable : cet élément a peut-être été supprimé.',
    en: 'Not found: this item may have been deleted.',
  },
  method_not_allowed: {
    fr: 'Cette action n’est pas possible ici.',
    en: 'This action is not possible here.',
  },
  conflict: {
    fr: 'Cette valeur est déjà utilisée ou chevauche un élément existant.',
    en: 'This value is already used or overlaps an existing item.',
  },
  payload_too_large: {
    fr: 'L’envoi est trop volumineux.',
    en: 'What you sent is too large.',
  },
  unsupported_media_type: {
    fr: 'Ce format n’est pas accepté.',
    en: 'This format is not accepted.',
  },
  validation_failed: {
    fr: 'Certains champs sont à corriger.',
    en: 'Some fields need correcting.',
  },
  too_many_requests: {
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    en: 'Too many attempts. Try again in a few minutes.',
  },
  error: {
    fr: 'Une erreur est survenue. Réessayez.',
    en: 'Something went wrong. Try again.',
  },
  internal_error: {
    fr: 'Une erreur est survenue de notre côté. Réessayez dans un instant.',
    en: 'Something went wrong on our side. Try again in a moment.',
  },
  database_unavailable: {
    fr: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    en: 'The service is briefly unavailable. Try again in a moment.',
  },
  invalid_reference: {
    fr: 'Un élément lié n’existe plus : rechargez la page.',
    en: 'A linked item no longer exists: reload the page.',
  },
  invalid_value: {
    fr: 'Une valeur est hors limites ou mal formée.',
    en: 'A value is out of range or malformed.',
  },
  read_only: {
    fr: 'Ces données sont en lecture seule.',
    en: 'This data is read-only.',
  },
  bad_jwt: {
    fr: 'Session expirée. Veuillez vous reconnecter.',
    en: 'Session expired. Please sign in again.',
  },
  mfa_required: {
    fr: 'Votre compte est protégé par un code à deux facteurs : reconnectez-vous avec ce code, puis recommencez.',
    en: 'Your account is protected by a two-factor code: sign in again with it, then retry.',
  },
  auth_unavailable: {
    fr: 'Le service de connexion ne répond pas. Réessayez dans un instant.',
    en: 'The sign-in service did not answer. Try again in a moment.',
  },
  invalid_business: {
    fr: 'Cette entreprise est inconnue. Rechargez la page.',
    en: 'This business is unknown. Reload the page.',
  },
  no_business: {
    fr: 'Ce compte n’est rattaché à aucune entreprise.',
    en: 'This account does not belong to a business.',
  },
  subscription_required: {
    fr: 'Vous devez souscrire à un plan pour accéder au dashboard.',
    en: 'You need a plan to use the dashboard.',
  },
  plan_required: {
    fr: 'Cet outil n’est pas inclus dans votre plan : passez à un plan supérieur pour l’utiliser.',
    en: 'This tool is not included in your plan: upgrade to use it.',
  },
  demo_read_only: {
    fr: 'Mode démo : lecture seule. Créez votre compte pour essayer avec vos propres données.',
    en: 'Demo mode: read-only. Create your account to try it with your own data.',
  },
  seat_limit: {
    fr: 'Toutes les places de votre plan sont prises (membres et invitations en attente) : passez à un plan supérieur ou libérez une place pour inviter quelqu’un.',
    en: 'Every seat of your plan is taken (members and pending invitations): upgrade or free a seat to invite someone.',
  },
  invitation_invalid: {
    fr: 'Cette invitation n’est plus valable : elle a expiré, a été annulée ou a déjà reçu une réponse.',
    en: 'This invitation is no longer valid: it expired, was revoked or has already been answered.',
  },
  invitation_email_mismatch: {
    fr: 'Cette invitation est adressée à un autre email : connectez-vous avec le compte invité.',
    en: 'This invitation is for another email: sign in with the invited account.',
  },
  already_member: {
    fr: 'Cette personne fait déjà partie de l’équipe.',
    en: 'This person is already on the team.',
  },
  owner_cannot_leave: {
    fr: 'Le propriétaire ne peut pas quitter l’entreprise : transférez d’abord la propriété.',
    en: 'The owner cannot leave the business: transfer ownership first.',
  },
  unknown_account: {
    fr: 'Aucun compte n’utilise cet email : demandez à cette personne de s’inscrire d’abord.',
    en: 'No account uses this email: ask them to sign up first.',
  },
  invalid_password: {
    fr: 'Mot de passe incorrect',
    en: 'Incorrect password',
  },
  last_identity: {
    fr: 'C’est le seul moyen de vous connecter à ce compte : il ne peut pas être retiré.',
    en: 'This is the only way to sign in to this account: it cannot be removed.',
  },
  account_deletion_unavailable: {
    fr: 'La suppression du compte n’est pas disponible pour le moment.',
    en: 'Account deletion is not available at the moment.',
  },
  deletion_in_progress: {
    fr: 'La suppression a commencé : elle ne peut plus être annulée.',
    en: 'The deletion has started and can no longer be cancelled.',
  },
  checkout_failed: {
    fr: 'Une erreur est survenue lors de la création de la session de paiement',
    en: 'Something went wrong while creating the payment session',
  },
  invalid_session: {
    fr: 'Cette session de paiement est inconnue.',
    en: 'This payment session is unknown.',
  },
  invalid_signature: {
    fr: 'La signature de la requête est invalide.',
    en: 'The request’s signature is invalid.',
  },
  no_billing_account: {
    fr: 'Il n’y a pas encore d’abonnement à gérer.',
    en: 'There is no subscription to manage yet.',
  },
  price_not_allowed: {
    fr: 'Ce plan ne peut pas être acheté pour le moment',
    en: 'This plan cannot be bought at the moment',
  },
  free_plan_unavailable: {
    fr: 'Le démarrage gratuit n’est pas disponible pour le moment.',
    en: 'The free start is not available at the moment.',
  },
  empty_file: {
    fr: 'Le fichier est vide.',
    en: 'The file is empty.',
  },
  file_missing: {
    fr: 'Ce fichier n’est plus disponible.',
    en: 'This file is no longer available.',
  },
  file_too_large: {
    fr: 'Le fichier est trop volumineux.',
    en: 'The file is too large.',
  },
  photo_unreadable: {
    fr: 'Aucune pièce n’a pu être lue sur cette photo : photographiez-la seule sur un fond blanc ou uni, ou envoyez un croquis au trait.',
    en: 'No piece could be read in this photo: photograph it alone on a white or plain background, or send a line sketch.',
  },
  unsupported_file_type: {
    fr: 'Ce type de fichier n’est pas accepté.',
    en: 'This file type is not accepted.',
  },
  unsafe_svg: {
    fr: 'Ce SVG est refusé : il contient du contenu actif (script ou lien externe).',
    en: 'This SVG is refused: it contains active content (a script or an external link).',
  },
  invalid_csv: {
    fr: 'Ce fichier CSV n’a pas pu être lu.',
    en: 'This CSV file could not be read.',
  },
  missing_name_column: {
    fr: 'La première ligne doit nommer les colonnes, dont une colonne « Nom »',
    en: 'The first line must name the columns, including a "Name" column',
  },
  empty_import: {
    fr: 'Le fichier ne contient aucun client',
    en: 'The file has no clients',
  },
  too_many_rows: {
    fr: 'Ce fichier contient trop de clients pour un seul import : découpez-le.',
    en: 'This file holds too many clients for one import: split it.',
  },
  import_has_errors: {
    fr: 'Des lignes sont en erreur : rien n’a été importé.',
    en: 'Some rows have errors: nothing was imported.',
  },
  invoice_draft: {
    fr: 'Un brouillon n’a pas de numéro à annuler : supprimez-le.',
    en: 'A draft has no number to cancel: delete it instead.',
  },
  invoice_issued: {
    fr: 'Cette facture est émise : elle ne peut plus être modifiée (annulez-la).',
    en: 'This invoice is issued: it can no longer be changed (void it instead).',
  },
  invoice_paid: {
    fr: 'Cette facture est déjà payée.',
    en: 'This invoice is already paid.',
  },
  invoice_void: {
    fr: 'Cette facture est annulée.',
    en: 'This invoice is void.',
  },
  deposits_exceed_total: {
    fr: 'Les acomptes déjà facturés dépassent le montant de cette facture.',
    en: 'The deposits already invoiced exceed this invoice.',
  },
  no_deposit: {
    fr: 'Cette commande n’a pas d’acompte à facturer.',
    en: 'This order has no deposit to invoice.',
  },
  no_invoice: {
    fr: 'Il n’y a pas encore de facture à dupliquer.',
    en: 'There is no invoice to duplicate yet.',
  },
  order_cancelled: {
    fr: 'Une commande annulée ne peut plus être modifiée.',
    en: 'A cancelled order can no longer be changed.',
  },
  deposit_deducted: {
    fr: 'Cet acompte a déjà été déduit d’une facture : il ne peut plus être remboursé par ce lien. Contactez le bijoutier.',
    en: 'This deposit has already been deducted on an invoice: it can no longer be refunded through this link. Contact the jeweller.',
  },
  invoice_not_paid_online: {
    fr: 'Cette facture n’a pas été payée en ligne : il n’y a rien à rembourser par Stripe.',
    en: 'This invoice was not paid online: there is nothing to refund through Stripe.',
  },
  refund_exceeds_paid: {
    fr: 'Le remboursement dépasse ce qui a été payé (moins ce qui est déjà remboursé).',
    en: 'The refund is more than what was paid (less what was already refunded).',
  },
  order_paid: {
    fr: 'Il ne reste rien à payer pour cette étape de la commande.',
    en: 'Nothing is left to pay for this stage of the order.',
  },
  invalid_stage_move: {
    fr: 'La commande ne peut pas passer à cette étape.',
    en: 'The order cannot move to this stage.',
  },
  balance_due: {
    fr: 'Un solde reste dû : encaissez-le au comptoir avant de rendre la pièce.',
    en: 'A balance is still owed: take it at the counter before handing the piece back.',
  },
  no_factur_x: {
    fr: 'Ce PDF ne contient pas de facture Factur-X (factur-x.xml).',
    en: 'This PDF carries no Factur-X invoice (factur-x.xml).',
  },
  invalid_factur_x: {
    fr: 'La facture Factur-X de ce PDF ne peut pas être lue.',
    en: 'The Factur-X invoice in this PDF cannot be read.',
  },
  item_sold: {
    fr: 'Cette pièce n’est plus en stock : elle a déjà été vendue ou réservée.',
    en: 'This piece is no longer in stock: it was already sold or reserved.',
  },
  tag_taken: {
    fr: 'Ce numéro d’étiquette est déjà utilisé par une autre pièce.',
    en: 'This tag number is already used by another piece.',
  },
  payments_mismatch: {
    fr: 'Les paiements doivent faire exactement le total de la vente.',
    en: 'The payments must add up to the sale’s total exactly.',
  },
  old_gold_amount: {
    fr: 'Le montant de l’or repris doit valoir poids × titre × cours d’achat.',
    en: 'The old gold’s amount must be its weight × fineness × buy rate.',
  },
  discount_too_large: {
    fr: 'La remise dépasse le montant qu’elle réduit.',
    en: 'The discount is larger than what it reduces.',
  },
  item_reserved: {
    fr: 'Cette pièce est réservée (une réservation ou un paiement par lien en cours).',
    en: 'This piece is reserved (a layaway or a card payment by link holds it).',
  },
  item_unavailable: {
    fr: 'Cette pièce n’est pas en stock (en dépôt, rendue ou vendue).',
    en: 'This piece is not in stock (on memo, returned or sold).',
  },
  memo_closed: { fr: 'Ce dépôt est clos.', en: 'This memo is closed.' },
  memo_direction: {
    fr: 'Seules les pièces reçues en dépôt peuvent être achetées.',
    en: 'Only goods received on memo can be bought.',
  },
  layaway_closed: { fr: 'Cette réservation est close.', en: 'This layaway is closed.' },
  out_of_stock: {
    fr: 'Il ne reste plus assez de cette pièce au catalogue.',
    en: 'Not enough of this piece is left in the catalogue.',
  },
  schedule_mismatch: {
    fr: 'Les échéances doivent faire exactement le prix convenu.',
    en: 'The instalments must add up to the agreed price exactly.',
  },
  amount_exceeds_balance: {
    fr: 'Le montant dépasse le solde restant dû.',
    en: 'The amount is more than the balance left.',
  },
  refund_changed: {
    fr: 'Le remboursement a changé depuis l’affichage : vérifiez-le et confirmez à nouveau.',
    en: 'The refund changed since it was shown: check it and confirm again.',
  },
  drawer_already_open: { fr: 'Une caisse est déjà ouverte.', en: 'A cash drawer is already open.' },
  drawer_closed: { fr: 'Cette caisse est clôturée.', en: 'This cash drawer is closed.' },
  drawer_not_open: { fr: 'Aucune caisse n’est ouverte.', en: 'No cash drawer is open.' },
  count_finished: { fr: 'Cet inventaire est terminé.', en: 'This stock count is finished.' },
  gift_card_unknown: {
    fr: 'Aucune carte cadeau ne porte ce code.',
    en: 'No gift card has this code.',
  },
  gift_card_expired: { fr: 'Cette carte cadeau a expiré.', en: 'This gift card has expired.' },
  gift_card_insufficient: {
    fr: 'Le solde de la carte cadeau ne suffit pas.',
    en: 'The gift card’s balance is not enough.',
  },
  gift_card_spent: {
    fr: 'Cette carte cadeau a déjà servi : elle ne peut plus être rendue.',
    en: 'This gift card has been used already: it can no longer be returned.',
  },
  nothing_to_return: {
    fr: 'Il ne reste rien à retourner sur ce ticket.',
    en: 'Nothing is left to return on this receipt.',
  },
  service_in_use: {
    fr: 'Des rendez-vous portent sur ce service : masquez-le plutôt que de le supprimer.',
    en: 'Appointments name this service: hide it instead of deleting it.',
  },
  category_in_use: {
    fr: 'Des pièces sont dans cette catégorie : déplacez-les avant de la supprimer.',
    en: 'Pieces are filed under this category: move them before deleting it.',
  },
  already_converted: {
    fr: 'Cette demande est déjà devenue une commande.',
    en: 'This request has already become an order.',
  },
  invalid_status_move: {
    fr: 'Ce changement de statut n’est pas possible.',
    en: 'This status change is not possible.',
  },
  not_pending: {
    fr: 'Ce rendez-vous est déjà confirmé.',
    en: 'This appointment is already confirmed.',
  },
  slot_taken: {
    fr: 'Ce créneau vient d’être pris : choisissez une autre heure.',
    en: 'This time has just been taken: choose another one.',
  },
  booking_locked: {
    fr: 'Ce rendez-vous ne peut plus être modifié en ligne.',
    en: 'This appointment can no longer be changed online.',
  },
  payments_not_connected: {
    fr: 'Aucun compte de paiement n’est connecté : connectez Stripe dans Paramètres → Paiements.',
    en: 'No payment account is connected: connect Stripe in Settings → Payments.',
  },
  payments_not_ready: {
    fr: 'Le compte Stripe ne peut pas encore encaisser : terminez son activation dans Paramètres → Paiements.',
    en: 'The Stripe account cannot take payments yet: finish setting it up in Settings → Payments.',
  },
  payment_unavailable: {
    fr: 'Ce paiement n’est plus possible en ligne. Contactez le bijoutier.',
    en: 'This payment can no longer be made online. Please contact the jeweller.',
  },
  showroom_moved: {
    fr: 'Ce showroom a changé d’adresse.',
    en: 'This showroom has moved to a new address.',
  },
  link_expired: {
    fr: 'Ce lien a expiré : demandez-en un nouveau à votre bijoutier.',
    en: 'This link has expired: ask your jeweller for a new one.',
  },
  design_invalid: {
    fr: 'Ce design ne peut pas être fabriqué tel quel : vérifiez ses dimensions.',
    en: 'This design cannot be made as it is: check its dimensions.',
  },
  invalid_api_key: {
    fr: 'Clé API inconnue, révoquée ou expirée.',
    en: 'Unknown, revoked or expired API key.',
  },
  insufficient_scope: {
    fr: 'Cette clé API n’a pas la permission nécessaire pour cette action.',
    en: 'This API key does not have the permission this action needs.',
  },
  idempotency_conflict: {
    fr: 'Cette clé d’idempotence a déjà servi pour une autre requête.',
    en: 'This idempotency key was already used for a different request.',
  },
  second_factor_required: {
    fr: 'Activez la double authentification et reconnectez-vous avec votre code pour gérer les clés API et les webhooks.',
    en: 'Turn on two-factor authentication and sign in with your code to manage API keys and webhooks.',
  },
  unsafe_webhook_url: {
    fr: 'Cette adresse ne peut pas recevoir de webhooks : utilisez une adresse publique.',
    en: 'This address cannot receive webhooks: use a public address.',
  },
  no_consent: {
    fr: 'Ce client n’a pas accepté de recevoir des messages par ce canal.',
    en: 'This client has not agreed to receive messages on this channel.',
  },
  messaging_unavailable: {
    fr: 'Aucun service d’envoi de SMS n’est configuré : renseignez votre compte Twilio dans Réglages → Messages.',
    en: 'No text messaging service is set up: add your Twilio account in Settings → Messages.',
  },
  whatsapp_window_closed: {
    fr: 'Plus de 24 h depuis le dernier message du client : WhatsApp n’autorise qu’un modèle approuvé.',
    en: 'More than 24 hours since the client last wrote: WhatsApp allows an approved template only.',
  },
  whatsapp_template_missing: {
    fr: 'Aucun modèle WhatsApp approuvé pour ce message : ajoutez son identifiant dans Réglages → Messages.',
    en: 'No approved WhatsApp template for this message: add its SID in Settings → Messages.',
  },
  network_error: {
    fr: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    en: 'The server cannot be reached. Check your connection and try again.',
  },
  invalid_response: {
    fr: 'Le serveur a donné une réponse inattendue. Réessayez.',
    en: 'The server gave an unexpected answer. Try again.',
  },
} as const satisfies Record<ErrorCode, LocalizedText>;

/** The message for a code in a locale; an unknown locale reads French, the product's language. */
export function messageForCode(code: ErrorCode, locale: Locale): string {
  return localize(errorMessages[code], locale);
}
