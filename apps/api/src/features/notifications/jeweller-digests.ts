import type { Executor } from '@carat/db';
import { appointmentTypeById, isAppointmentTypeId } from '@carat/domain/appointments';
import { intlLocale, localize } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import { sql } from 'drizzle-orm';
import { jewellerAgendaMail, overdueInvoicesMail } from '#api/features/notifications/mail.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import { queueEmail } from '#api/queue/email.ts';
import { type SystemScope, withTx } from '#api/scope.ts';
import { jewellerRecipient } from './recipient.ts';

/**
 * The jeweller's unasked-for emails, run every hour by the worker on the owner connection (it reads
 * every business). Each thing told is recorded in jeweller_notifications in the transaction that queues
 * its email, so two runs, or two workers, tell it once; a jeweller who turned the switch off gets the
 * thing recorded and nothing sent (turning it back on does not replay the past).
 */

/** The agenda goes in the morning, local time: from 07:00, and not after noon (a late start skips the day). */
export const AGENDA_HOURS = { from: 7, until: 12 } as const;
/** Overdue alerts wait for the working day: from 08:00 local time. */
export const OVERDUE_FROM_HOUR = 8;

interface BusinessRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string | null;
  time_zone: string;
  day: string;
}

const MODES: Record<string, Record<MailLocale, string>> = {
  'in-person': { fr: 'en boutique', en: 'in store' },
  video: { fr: 'visio', en: 'video call' },
  phone: { fr: 'téléphone', en: 'phone' },
};

const dayLabel = (day: string, locale: MailLocale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** Records that a thing was settled; false when another run already did. */
async function claim(
  tx: Executor,
  businessId: string,
  kind: 'agenda' | 'overdue',
  ref: string,
  sent: boolean,
) {
  const { rows } = await tx.execute(sql`
    insert into public.jeweller_notifications (business_id, kind, ref, sent_at)
    values (${businessId}, ${kind}, ${ref}, ${sent ? sql`now()` : null})
    on conflict do nothing returning ref`);
  return rows.length > 0;
}

/** Each business's morning agenda, once per local day, when it has live appointments that day. */
export async function sendAgendas(scope: SystemScope) {
  const { deps, now } = scope;
  const { rows } = await scope.tx.execute<BusinessRow>(sql`
    with local as (
      select b.id, b.name, b.email, b.time_zone, (${now}::timestamptz at time zone b.time_zone) as at
        from public.businesses b
    )
    select l.id, l.name, l.email, l.time_zone, l.at::date::text as day
      from local l
     where extract(hour from l.at) >= ${AGENDA_HOURS.from} and extract(hour from l.at) < ${AGENDA_HOURS.until}
       and exists (
         select 1 from public.appointments a
          where a.business_id = l.id and a.status in ('pending', 'confirmed')
            and a.starts_at >= (l.at::date::timestamp at time zone l.time_zone)
            and a.starts_at < ((l.at::date + 1)::timestamp at time zone l.time_zone))
       and not exists (
         select 1 from public.jeweller_notifications n
          where n.business_id = l.id and n.kind = 'agenda' and n.ref = l.at::date::text)`);
  let sent = 0;
  for (const business of rows) {
    sent += await deps.db.transaction(async (tx) => {
      const jeweller = await jewellerRecipient(withTx(scope, tx), {
        business,
        topic: 'appointmentReminders',
      });
      if (!(await claim(tx, business.id, 'agenda', business.day, jeweller !== null)) || !jeweller) return 0;
      const { rows: appointments } = await tx.execute<{
        type: string;
        name_fr: string | null;
        name_en: string | null;
        mode: string;
        status: string;
        name: string;
        time: string;
      }>(sql`
        select a.type, s.name_fr, s.name_en, a.mode, a.status,
               btrim(a.first_name || ' ' || a.last_name) as name,
               to_char(a.starts_at at time zone ${business.time_zone}, 'HH24:MI') as time
          from public.appointments a
          -- The service as the business names it (its own, or a spec type renamed; ADR 084).
          left join public.appointment_services s on s.business_id = a.business_id and s.type = a.type
         where a.business_id = ${business.id} and a.status in ('pending', 'confirmed')
           and a.starts_at >= (${business.day}::date::timestamp at time zone ${business.time_zone})
           and a.starts_at < ((${business.day}::date + 1)::timestamp at time zone ${business.time_zone})
         order by a.starts_at`);
      const mail = jewellerAgendaMail({
        locale: jeweller.locale,
        businessName: business.name,
        day: dayLabel(business.day, jeweller.locale),
        lines: appointments.map((a) => ({
          time: a.time,
          typeTitle:
            (jeweller.locale === 'fr' ? a.name_fr : a.name_en) ??
            (isAppointmentTypeId(a.type)
              ? localize(appointmentTypeById(a.type).title, jeweller.locale)
              : a.type),
          clientName: a.name,
          mode: MODES[a.mode]?.[jeweller.locale] ?? a.mode,
          pending: a.status === 'pending',
        })),
        dashboardUrl: `${deps.config.DASHBOARD_URL}/dashboard/appointments`,
      });
      await queueEmail(deps, { to: jeweller.email, ...mail }, tx);
      return 1;
    });
  }
  return sent;
}

/**
 * Invoices sent and past their due date (the business's today), each told once, grouped per business.
 * 'Overdue' is public.invoice_is_overdue (migration 0016), the SQL twin of the domain's isOverdue.
 */
export async function sendOverdueAlerts(scope: SystemScope) {
  const { deps, now } = scope;
  const { rows } = await scope.tx.execute<BusinessRow>(sql`
    with local as (
      select b.id, b.name, b.email, b.time_zone, (${now}::timestamptz at time zone b.time_zone) as at
        from public.businesses b
    )
    select l.id, l.name, l.email, l.time_zone, l.at::date::text as day
      from local l
     where extract(hour from l.at) >= ${OVERDUE_FROM_HOUR}
       and exists (
         select 1 from public.invoices i
          where i.business_id = l.id and public.invoice_is_overdue(i.status, i.due_date, l.at::date)
            and not exists (
              select 1 from public.jeweller_notifications n
               where n.business_id = l.id and n.kind = 'overdue' and n.ref = i.id::text))`);
  let sent = 0;
  for (const business of rows) {
    sent += await deps.db.transaction(async (tx) => {
      const jeweller = await jewellerRecipient(withTx(scope, tx), { business, topic: 'paymentAlerts' });
      const { rows: invoices } = await tx.execute<{
        number: string;
        client_name: string;
        due_minor: number;
        currency: string;
        due_date: string;
        days_late: number;
      }>(sql`
        with fresh as (
          insert into public.jeweller_notifications (business_id, kind, ref, sent_at)
          select i.business_id, 'overdue', i.id::text, ${jeweller ? sql`now()` : null}
            from public.invoices i
           where i.business_id = ${business.id}
             and public.invoice_is_overdue(i.status, i.due_date, ${business.day}::date)
          on conflict do nothing returning ref
        )
        select i.number, i.client_name, (i.total_minor - i.deposits_deducted_minor)::int as due_minor,
               i.currency, i.due_date::text, (${business.day}::date - i.due_date)::int as days_late
          from public.invoices i join fresh f on f.ref = i.id::text
         order by i.due_date, i.number`);
      if (!jeweller || invoices.length === 0) return 0;
      const locale = jeweller.locale;
      const mail = overdueInvoicesMail({
        locale,
        businessName: business.name,
        lines: invoices.map((invoice) => ({
          number: invoice.number,
          clientName: invoice.client_name,
          amountDue: formatMoney(Number(invoice.due_minor), invoice.currency as Currency, locale),
          dueDate: new Intl.DateTimeFormat(intlLocale(locale), {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${invoice.due_date}T12:00:00Z`)),
          daysLate: Number(invoice.days_late),
        })),
        dashboardUrl: `${deps.config.DASHBOARD_URL}/dashboard/invoices?status=overdue`,
      });
      await queueEmail(deps, { to: jeweller.email, ...mail }, tx);
      return 1;
    });
  }
  return sent;
}
