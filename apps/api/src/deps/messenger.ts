import { type MessageOutbox, OUTBOX_ACCOUNT_SID, OUTBOX_AUTH_TOKEN } from '@carat/embedded/outbox';
import twilio from 'twilio';
import type { Config } from '#api/config.ts';

/**
 * How a text leaves (ADR 065): the platform's Twilio account, a business's own Twilio account,
 * or the local message outbox that stands in for Twilio in development and tests. Each send is one
 * message through a Messaging Service (SMS), or from a WhatsApp sender through the same API.
 */
export interface OutgoingText {
  to: string;
  /** The sender clients see; Twilio picks one from the Messaging Service when null. */
  from: string | null;
  channel: 'sms' | 'whatsapp';
  body: string;
  /** Where Twilio posts the delivery status (our webhook). */
  statusCallback: string;
  /**
   * WhatsApp outside the 24-hour window (ADR 080): the approved template's Content SID and its values
   * ({"1": …}); `body` is then the same text filled in, kept for the thread.
   */
  contentSid?: string | null;
  contentVariables?: Record<string, string> | null;
}

export interface Messenger {
  readonly kind: 'outbox' | 'twilio';
  send(text: OutgoingText): Promise<{ sid: string; status: string }>;
}

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  messagingServiceSid: string | null;
}

const whatsapp = (number: string) => `whatsapp:${number}`;

/** Twilio's REST API (`twilio` npm) for one account. */
export function twilioMessenger(account: TwilioAccount): Messenger {
  const client = twilio(account.accountSid, account.authToken);
  return {
    kind: 'twilio',
    async send(text) {
      const isWhatsApp = text.channel === 'whatsapp';
      const template = isWhatsApp && text.contentSid;
      const message = await client.messages.create({
        to: isWhatsApp ? whatsapp(text.to) : text.to,
        // An approved template goes by its Content SID and values; Meta sends its own approved text.
        ...(template
          ? {
              contentSid: text.contentSid!,
              contentVariables: JSON.stringify(text.contentVariables ?? {}),
              ...(account.messagingServiceSid ? { messagingServiceSid: account.messagingServiceSid } : {}),
            }
          : { body: text.body }),
        statusCallback: text.statusCallback,
        // WhatsApp goes from its approved sender; SMS through the Messaging Service when there is one.
        ...(isWhatsApp && text.from
          ? { from: whatsapp(text.from) }
          : account.messagingServiceSid
            ? { messagingServiceSid: account.messagingServiceSid }
            : { from: text.from ?? '' }),
      });
      return { sid: message.sid, status: message.status };
    },
  };
}

/** The local outbox (development, tests): kept and shown, never sent. */
export function outboxMessenger(outbox: MessageOutbox, platformSender: string): Messenger {
  return {
    kind: 'outbox',
    async send(text) {
      const { sid } = await outbox.send({
        to: text.to,
        from: text.from ?? platformSender,
        channel: text.channel,
        body: text.body,
        statusCallback: text.statusCallback,
        contentSid: text.contentSid ?? null,
        contentVariables: text.contentVariables ?? null,
      });
      return { sid, status: 'sent' };
    },
  };
}

/** Checks X-Twilio-Signature against the account's auth token (twilio.validateRequest). */
export function validTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return twilio.validateRequest(authToken, signature, url, params);
}

/** The platform's messaging: what sends texts that go through Carat's own account, and its auth token. */
export interface PlatformMessaging {
  messenger: Messenger | null;
  /** Verifies the webhook's requests made for the platform's account. */
  accountSid: string | null;
  authToken: string | null;
  /** The sender number shown in the outbox (the Messaging Service chooses in Twilio). */
  sender: string;
  /** The outbox, when it stands in (development and tests). */
  outbox: MessageOutbox | null;
}

/** The outbox's sender number: Twilio's documented test number, never a real line. */
export const OUTBOX_SENDER = '+15005550006';

/**
 * The platform's messaging from configuration: Twilio when TWILIO_ACCOUNT_SID is set; else the outbox
 * given (development and tests); else none (production without an account: platform texts are refused).
 */
export function platformMessaging(
  config: Pick<
    Config,
    'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_MESSAGING_SERVICE_SID' | 'production'
  >,
  outbox: MessageOutbox | null,
): PlatformMessaging {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN) {
    return {
      messenger: twilioMessenger({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID ?? null,
      }),
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      sender: OUTBOX_SENDER,
      outbox: null,
    };
  }
  if (outbox && !config.production) {
    return {
      messenger: outboxMessenger(outbox, OUTBOX_SENDER),
      accountSid: OUTBOX_ACCOUNT_SID,
      authToken: OUTBOX_AUTH_TOKEN,
      sender: OUTBOX_SENDER,
      outbox,
    };
  }
  return { messenger: null, accountSid: null, authToken: null, sender: OUTBOX_SENDER, outbox: null };
}
