/**
 * An iCalendar (RFC 5545) file for one booking: the UID is stable per booking, so a calendar updates the
 * same event on reschedule (SEQUENCE grows) and removes it on cancel (METHOD:CANCEL); times are in UTC.
 */
export interface BookingEvent {
  appointmentId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  /** The cancel / reschedule page. */
  url: string;
  organizer: { name: string; email: string | null };
  attendee: { name: string; email: string };
  cancelled?: boolean;
  /**
   * Still waiting for the jeweller's confirmation (a showroom booking until 'Confirmer'): the event is
   * TENTATIVE, as the email says 'en attente de confirmation'; CONFIRMED once confirmed.
   */
  pending?: boolean;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** 20270503T130000Z */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and newlines are escaped. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function bookingIcs(event: BookingEvent): string {
  const organizer = event.organizer.email
    ? [`ORGANIZER;CN=${icsText(event.organizer.name)}:mailto:${event.organizer.email}`]
    : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Carat//Showroom bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.appointmentId}@carat`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.now)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(event.endsAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(`${event.description}\n${event.url}`)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : event.pending ? 'TENTATIVE' : 'CONFIRMED'}`,
    ...organizer,
    `ATTENDEE;CN=${icsText(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
