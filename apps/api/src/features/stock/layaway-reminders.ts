import { clients, layawayReminders, layaways } from '@carat/db';
import { intlLocale } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import { layawayRemindersDue } from '@carat/domain/sales';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { queueLayawayReminderText } from '#api/features/messaging/index.ts';
import { layawayReminderPayUrl } from '#api/features/payments/index.ts';
import { queueEmail } from '#api/queue/email.ts';
import { type SystemScope, systemScopeOf, withTx } from '#api/scope.ts';
import { DEFAULT_LAYAWAY_REMINDER_DAYS } from './layaways.ts';
import { layawayReminderMail } from './mail.ts';

/**
 * The layaways' instalment reminders (ADR 087), run every hour on the owner connection: each business,
 * once its working day has begun (09:00 in its time zone), reminds each client of an active layaway of
 * every unpaid instalment due within the business's number of days, and of every one past its date. Each
 * reminder is recorded (layaway_reminders: one per instalment and kind) in the transaction that queues it,
 * so two runs or two workers send it once. The email goes to the client's address, in the layaway's
 * language, with a pay link for the balance when the business takes payments online; a text too when
 * the client agreed to texts (WhatsApp or SMS, as the other automatic messages).
 */

export const LAYAWAY_REMINDERS_QUEUE = 'stock.layaway-reminders';
/** Reminders wait for the working day: from 09:00 local time. */
export const LAYAWAY_REMINDERS_FROM_HOUR = 9;

interface BusinessRow extends Record<string, unknown> {
  id: string;
  name: string;
  time_zone: string;
  day: string;
  days: number;
}

const dateLabel = (day: string, locale: 'fr' | 'en') =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** Every business's reminders due now; answers how many reminders were sent. */
export async function sendLayawayReminders(scope: SystemScope) {
  const { rows } = await scope.tx.execute<BusinessRow>(sql`
    with local as (
      select b.id, b.name, b.time_zone, (${scope.now}::timestamptz at time zone b.time_zone) as at,
             coalesce(s.layaway_reminder_days, ${DEFAULT_LAYAWAY_REMINDER_DAYS})::int as days
        from public.businesses b
        left join public.counter_settings s on s.business_id = b.id
       where exists (select 1 from public.layaways l where l.business_id = b.id and l.status = 'active')
    )
    select id, name, time_zone, at::date::text as day, days from local
     where extract(hour from at) >= ${LAYAWAY_REMINDERS_FROM_HOUR}`);
  let sent = 0;
  for (const business of rows) {
    sent += await scope.deps.db.transaction((tx) => remindBusiness(withTx(scope, tx), business));
  }
  return sent;
}

async function remindBusiness(scope: SystemScope, business: BusinessRow) {
  const active = await scope.tx
    .select({
      id: layaways.id,
      number: layaways.number,
      clientId: layaways.clientId,
      currency: layaways.currency,
      priceMinor: layaways.priceMinor,
      paidMinor: layaways.paidMinor,
      schedule: layaways.schedule,
      locale: layaways.locale,
      clientName: clients.name,
      clientEmail: clients.email,
    })
    .from(layaways)
    .innerJoin(clients, and(eq(clients.id, layaways.clientId), eq(clients.businessId, layaways.businessId)))
    .where(and(eq(layaways.businessId, business.id), eq(layaways.status, 'active')));
  let sent = 0;
  for (const layaway of active) {
    const due = layawayRemindersDue(layaway.schedule, layaway.paidMinor, business.day, Number(business.days));
    for (const reminder of due) {
      const claimed = await scope.tx
        .insert(layawayReminders)
        .values({
          businessId: business.id,
          layawayId: layaway.id,
          dueDate: reminder.dueDate,
          kind: reminder.kind,
          sentAt: scope.now,
        })
        .onConflictDoNothing()
        .returning({ layawayId: layawayReminders.layawayId });
      if (claimed.length === 0) continue;
      const { locale } = layaway;
      const money = (minor: number) => formatMoney(minor, layaway.currency as Currency, locale);
      const payUrl = await layawayReminderPayUrl(scope, { businessId: business.id, layawayId: layaway.id });
      if (layaway.clientEmail) {
        const mail = layawayReminderMail({
          locale,
          kind: reminder.kind,
          businessName: business.name,
          clientName: layaway.clientName,
          number: layaway.number,
          amount: money(reminder.amountMinor),
          dueDate: dateLabel(reminder.dueDate, locale),
          balance: money(layaway.priceMinor - layaway.paidMinor),
          payUrl,
        });
        await queueEmail(scope.deps, { to: layaway.clientEmail, ...mail }, scope.tx);
      }
      await queueLayawayReminderText(scope, {
        businessId: business.id,
        clientId: layaway.clientId,
        locale,
        timeZone: business.time_zone,
        amount: money(reminder.amountMinor),
        date: dateLabel(reminder.dueDate, locale),
        number: layaway.number,
        link: payUrl,
      });
      sent += 1;
    }
  }
  return sent;
}

/** The hourly job's worker. */
export function registerLayawayReminders(deps: Deps) {
  void deps.jobs.work(LAYAWAY_REMINDERS_QUEUE, async () => {
    const sent = await sendLayawayReminders(systemScopeOf(deps));
    if (sent > 0) deps.logger.info('layaway reminders', { sent });
  });
}
