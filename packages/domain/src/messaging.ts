import { addDays, type IsoDate, utcToZoned, zonedTimeToUtc } from '#lib/dates.ts';
import { isPublicHoliday } from '#lib/holidays.ts';

/**
 * Client messages by SMS and WhatsApp (ADR 065): the rules that decide what a text costs
 * (segments), when it may go (quiet hours), whom it may reach (consent) and what a reply means
 * (opt-out keywords). No I/O.
 */

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const CONSENT_SOURCES = ['booking', 'in-shop', 'reply'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export interface Consents {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
}

// ---- Segments ---------------------------------------------------------------------------------------

/** The GSM 03.38 default alphabet (one septet each). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs an escape and the character (two septets). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** What one segment holds at this length: 160/153 (GSM-7) or 70/67 (UCS-2). */
  perSegment: number;
}

/**
 * How many SMS parts a text is billed as. Any character outside GSM-7 (’, most emoji) makes the whole
 * text UCS-2; a split text loses room to its concatenation header (153 septets, 67 UCS-2 units a part).
 */
export function segmentCount(text: string): SegmentCount {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) septets += 1;
    else if (GSM7_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: Math.max(1, Math.ceil(septets / perSegment)),
      perSegment,
    };
  }
  const units = text.length; // UTF-16 code units: an emoji outside the BMP takes two
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', units, segments: Math.max(1, Math.ceil(units / perSegment)), perSegment };
}

// ---- Quiet hours ------------------------------------------------------------------------------------

export interface QuietHours {
  /** Local wall time from which no text goes ('21:00'). */
  from: string;
  /** Local wall time at which held texts go ('08:00'). */
  until: string;
}

/** No texts at night in the business's zone: from 21:00 to 08:00 (ADR 065). */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: '21:00', until: '08:00' };

/**
 * When a text due at `due` may go: at once in the day, or at the end of the quiet hours (08:00 local, on
 * the same day before dawn, the next day after the evening's start). Computed on the local calendar, so
 * a clock change in the night still gives 08:00 on the clock.
 */
export function quietHoursSendTime(
  due: Date,
  timeZone: string,
  quiet: QuietHours = DEFAULT_QUIET_HOURS,
): Date {
  const local = utcToZoned(due, timeZone);
  const morning = (date: IsoDate) => zonedTimeToUtc(date, quiet.until, timeZone);
  if (local.time < quiet.until) return morning(local.date);
  if (local.time >= quiet.from) return morning(addDays(local.date, 1));
  return due;
}

/** Commercial texts: the French operators' code keeps them to 08:00–20:00, never on a Sunday. */
export const MARKETING_QUIET_HOURS: QuietHours = { from: '20:00', until: '08:00' };

/**
 * When a marketing text due at `due` may go: within 08:00–20:00 local time, not on a Sunday and not on a
 * public holiday of the business's country (then the next day that is neither, at 08:00). Without a
 * country, Sundays only.
 */
export function marketingSendTime(
  due: Date,
  timeZone: string,
  place: { country: string | null; region?: string | null } = { country: null },
): Date {
  const at = quietHoursSendTime(due, timeZone, MARKETING_QUIET_HOURS);
  const closed = (date: IsoDate) =>
    new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ||
    (place.country !== null && isPublicHoliday(date, place.country, place.region ?? null));
  const local = utcToZoned(at, timeZone);
  if (!closed(local.date)) return at;
  let date = addDays(local.date, 1);
  // A run of closed days is short (Christmas on a Saturday: Sunday, then the Monday's substitute day).
  while (closed(date)) date = addDays(date, 1);
  return zonedTimeToUtc(date, MARKETING_QUIET_HOURS.until, timeZone);
}

// ---- Keywords ---------------------------------------------------------------------------------------

/** The replies that opt out of texts at once, and those that opt back in (Twilio's, with French ARRET). */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'ARRET', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;

/**
 * What a reply asks, when the whole reply is one keyword (case, accents, spaces and a final full stop or
 * exclamation mark aside): 'ARRÊT' and 'stop!' opt out; 'Stop by the shop tomorrow' is a message.
 */
export function replyKeyword(body: string): 'opt_out' | 'opt_in' | null {
  const word = body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[.!]+$/, '')
    .trim()
    .toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt_out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt_in';
  return null;
}

// ---- Who may be reached -----------------------------------------------------------------------------

/** A client as a sender sees them: a phone in E.164 (or none) and the channels agreed to. */
export interface Reachable {
  phone: string | null;
  consents: Consents;
}

/** Whether a text may go to this client on this channel: consent given and a number to send to. */
export function mayText(client: Reachable, channel: MessageChannel): boolean {
  return client.phone !== null && client.consents[channel] === true;
}

/** A campaign's recipients on a channel: only clients who agreed to it and have a number. */
export function campaignRecipients<T extends Reachable>(clients: readonly T[], channel: MessageChannel): T[] {
  return clients.filter((client) => mayText(client, channel));
}

/** WhatsApp allows free text only within 24 h of the client's last message; a template outside it. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export function withinWhatsAppWindow(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < WHATSAPP_WINDOW_MS;
}

// ---- Templates --------------------------------------------------------------------------------------

export const SMS_TEMPLATE_KEYS = [
  'booking_confirmation',
  'booking_reminder',
  'repair_ready',
  'deposit_receipt',
  'payment_receipt',
  'layaway_reminder',
  'birthday',
  'anniversary',
  'campaign_footer',
] as const;
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number];

/**
 * The texts every business starts with; a jeweller may replace each (FR and EN). Written in GSM-7 (é, è,
 * à are in it; ê, ç and ’ are not), so a short one stays one 160-character part.
 */
export const DEFAULT_SMS_TEMPLATES: Record<'fr' | 'en', Record<SmsTemplateKey, string>> = {
  fr: {
    booking_confirmation: '{business} : rendez-vous noté le {date} à {time}. Modifier ou annuler : {link}',
    booking_reminder: '{business} : rappel, rendez-vous demain {date} à {time}. Modifier ou annuler : {link}',
    repair_ready: '{business} : votre pièce {number} vous attend. Reste à régler : {balance}. {link}',
    deposit_receipt: '{business} : acompte de {amount} encaissé, merci. Justificatif {number}.',
    payment_receipt: '{business} : paiement de {amount} encaissé, merci. Facture {number}.',
    layaway_reminder:
      '{business} : rappel, échéance de {amount} au {date} (réservation {number}). Payer : {link}',
    birthday: '{business} : joyeux anniversaire {name} ! Toute notre équipe vous souhaite une belle journée.',
    anniversary: '{business} : joyeux anniversaire de mariage {name} ! Belle journée à vous deux.',
    campaign_footer: 'STOP : répondez STOP pour ne plus recevoir nos SMS',
  },
  en: {
    booking_confirmation:
      '{business}: your appointment on {date} at {time} is booked. Change or cancel: {link}',
    booking_reminder:
      '{business}: a reminder of your appointment tomorrow, {date} at {time}. Change or cancel: {link}',
    repair_ready: '{business}: your piece {number} is ready to collect. Balance: {balance}. {link}',
    deposit_receipt: '{business}: deposit of {amount} received, thank you. Receipt {number}.',
    payment_receipt: '{business}: payment of {amount} received, thank you. Invoice {number}.',
    layaway_reminder:
      '{business}: a reminder, instalment of {amount} due {date} (layaway {number}). Pay: {link}',
    birthday: '{business}: happy birthday, {name}! Everyone here wishes you a lovely day.',
    anniversary: '{business}: happy anniversary, {name}! Wishing you both a lovely day.',
    campaign_footer: 'Reply STOP to opt out',
  },
};

/** Fills `{name}` placeholders; an unknown or missing one is left out, never printed as '{name}'. */
export function fillTemplate(template: string, values: Record<string, string | null | undefined>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A campaign text always ends with its opt-out line (required by law for marketing texts). */
export function withOptOut(text: string, footer: string): string {
  return text.includes(footer) ? text : `${text.trim()}\n${footer}`;
}

// ---- Platform texts, counted per plan ------------------------------------------------------------------

/**
 * Segments a month each plan includes when texts go through the platform's Twilio account (a business
 * with its own account pays Twilio itself and is not counted). Past it, platform texts are refused.
 */
export const PLATFORM_SEGMENTS_PER_MONTH = { CZ: 50, SILVER: 200, MOISSANITE: 500, DIAMOND: 2000 } as const;

/** What one segment costs through the platform, shown to the jeweller (minor units of EUR/GBP: 8 = 0.08). */
export const PLATFORM_SEGMENT_PRICE_MINOR = 8;

// ---- WhatsApp templates approved by Meta (ADR 080) ------------------------------------------------------

/** A Twilio Content SID: HX and 32 hexadecimal digits. */
export const WHATSAPP_CONTENT_SID = /^HX[0-9a-fA-F]{32}$/;

/** The message kinds an approved WhatsApp template may stand for (the campaign footer is not a message). */
export const WHATSAPP_TEMPLATE_KEYS = SMS_TEMPLATE_KEYS.filter(
  (key): key is Exclude<SmsTemplateKey, 'campaign_footer'> => key !== 'campaign_footer',
);
export type WhatsAppTemplateKey = (typeof WHATSAPP_TEMPLATE_KEYS)[number];

/** The placeholders each kind's text is filled with: the only values a template's variables may take. */
export const TEMPLATE_PLACEHOLDERS: Record<WhatsAppTemplateKey, readonly string[]> = {
  booking_confirmation: ['business', 'date', 'time', 'link'],
  booking_reminder: ['business', 'date', 'time', 'link'],
  repair_ready: ['business', 'number', 'balance', 'link'],
  deposit_receipt: ['business', 'amount', 'number'],
  payment_receipt: ['business', 'amount', 'number'],
  layaway_reminder: ['business', 'amount', 'date', 'number', 'link'],
  birthday: ['business', 'name'],
  anniversary: ['business', 'name'],
};

/**
 * Twilio's `contentVariables` for an approved template: {{1}}, {{2}} … in the order the business set,
 * each the kind's value for that placeholder. Meta refuses an empty variable, so a missing value (a
 * booking without a manage link) is sent as '-'; line breaks and tabs become spaces, which Meta also
 * refuses inside a variable.
 */
export function whatsappContentVariables(
  variables: readonly string[],
  values: Record<string, string | null | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    variables.map((name, index) => {
      const value = (values[name] ?? '')
        .replace(/[\t\r\n]+/g, ' ')
        .replace(/ {2,}/g, ' ')
        .trim();
      return [String(index + 1), value || '-'];
    }),
  );
}

/** How an automatic message reaches a client (ADR 080). */
export type AutomaticRoute = 'whatsapp_text' | 'whatsapp_template' | 'sms' | 'email';

/**
 * A client who chose WhatsApp gets automatic messages there: as free text while the 24-hour window is
 * open when the message goes, else as the kind's approved template; with no template set, by SMS when
 * they agreed to it, else by email only (the email the event sends anyway). Without a phone number,
 * email only.
 */
export function automaticRoute(input: {
  client: Reachable;
  /** The client's WhatsApp window is open at the instant the message goes. */
  windowOpen: boolean;
  templateSet: boolean;
}): AutomaticRoute {
  const { client } = input;
  if (mayText(client, 'whatsapp')) {
    if (input.windowOpen) return 'whatsapp_text';
    if (input.templateSet) return 'whatsapp_template';
  }
  return mayText(client, 'sms') ? 'sms' : 'email';
}
