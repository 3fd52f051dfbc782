import type { Deps } from '#api/context.ts';
import { registerDataExports } from '#api/features/account/data-export-job.ts';
import { OVERDUE_DELETIONS_QUEUE, registerAccountDeletion } from '#api/features/account/deletion-job.ts';
import { registerBookingReminders } from '#api/features/appointments/reminders-job.ts';
import { reconcileLiveCustomers } from '#api/features/billing/reconcile.ts';
import { CALENDAR_SYNC_QUEUE, registerCalendarSync } from '#api/features/calendars/index.ts';
import { registerWebhookDeliveries } from '#api/features/integrations/webhook-job.ts';
import { AUTOMATIONS_QUEUE, registerMarketingAutomations } from '#api/features/marketing/automations-job.ts';
import { registerCampaignSends } from '#api/features/marketing/campaigns-job.ts';
import { markCampaignEmailDelivered } from '#api/features/marketing/delivery.ts';
import { registerMessageSends } from '#api/features/messaging/index.ts';
import { METAL_RATES_FEED_QUEUE, registerMetalRateFeed } from '#api/features/metal-rates/index.ts';
import { sendAgendas, sendOverdueAlerts } from '#api/features/notifications/jeweller-digests.ts';
import { registerPaymentHolds } from '#api/features/payments/holds-job.ts';
import { LAYAWAY_REMINDERS_QUEUE, registerLayawayReminders } from '#api/features/stock/layaway-reminders.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { EMAIL_QUEUE } from '#api/queue/email.ts';
import { systemScopeOf } from '#api/scope.ts';

/** Every queue's worker, registered once; they run in the API (embedded) or in worker.ts (hosted). */
export function registerJobHandlers(deps: Deps) {
  void deps.jobs.work<MailMessage>(EMAIL_QUEUE, async (message) => {
    await deps.mailer.send(message);
    // Accepted by the SMTP server: a campaign's 'delivered' count.
    if (message.campaignRecipientKey) {
      await markCampaignEmailDelivered(systemScopeOf(deps), message.campaignRecipientKey);
    }
  });
  void deps.jobs.work('billing.reconcile', async () => {
    await reconcileLiveCustomers(deps.db, deps.stripe, deps.logger, deps.entitlements);
  });
  registerBookingReminders(deps);
  registerPaymentHolds(deps);
  registerAccountDeletion(deps);
  registerCampaignSends(deps);
  registerDataExports(deps);
  registerWebhookDeliveries(deps);
  registerMarketingAutomations(deps);
  registerMessageSends(deps);
  registerCalendarSync(deps);
  registerLayawayReminders(deps);
  registerMetalRateFeed(deps);
  // Every hour: each business's morning agenda and its newly overdue invoices, in its own time zone.
  void deps.jobs.work('notifications.jeweller', async () => {
    await sendAgendas(systemScopeOf(deps));
    await sendOverdueAlerts(systemScopeOf(deps));
  });
}

/** The recurring jobs, scheduled once by the process that runs the worker. */
export async function scheduleRecurringJobs(deps: Deps) {
  // 03:00 London time: Stripe is quiet and so are jewellers.
  await deps.jobs.schedule('billing.reconcile', '0 3 * * *', {}, 'Europe/London');
  await deps.jobs.schedule('notifications.jeweller', '5 * * * *', {});
  // 04:30 London time: any account deletion whose own job did not run (the privacy policy's 30 days).
  await deps.jobs.schedule(OVERDUE_DELETIONS_QUEUE, '30 4 * * *', {}, 'Europe/London');
  // 09:30 Paris time: birthday greetings and the other automations arrive with the morning's mail (each
  // business's 'today' is in its own time zone; the send rows keep a second run from writing again).
  await deps.jobs.schedule(AUTOMATIONS_QUEUE, '30 9 * * *', {}, 'Europe/Paris');
  // Every 15 minutes: the busy times imported from the jewellers' own calendars (ADR 068).
  await deps.jobs.schedule(CALENDAR_SYNC_QUEUE, '*/15 * * * *', {});
  // Every hour: the layaways' instalment reminders, once each business's day has begun (ADR 087).
  await deps.jobs.schedule(LAYAWAY_REMINDERS_QUEUE, '20 * * * *', {});
  // Every hour at :25, only when the operator configured a metal-rate feed (ADR 088): none, nothing fetched.
  if (deps.config.METAL_RATES_PROVIDER_URL)
    await deps.jobs.schedule(METAL_RATES_FEED_QUEUE, '25 * * * *', {});
}
