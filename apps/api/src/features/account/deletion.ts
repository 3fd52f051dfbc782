import {
  accountDeletionRequests,
  accountDeletionsCompleted,
  authUsers,
  businesses,
  type Executor,
  files,
  productImages,
  profiles,
} from '@carat/db';
import { intlLocale } from '@carat/domain/locale';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import { identityFor } from '#api/auth/identity.ts';
import type { AuthUser } from '#api/auth/verify.ts';
import { deletionSubject } from '#api/features/account/deletion-subject.ts';
import { deletionCancelledMail, deletionScheduledMail } from '#api/features/account/mail.ts';
import { customerOf, readCustomer, writeCustomer } from '#api/features/billing/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { describeError } from '#api/lib/logger.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';
import {
  cancelSubscriptionsAtPeriodEnd,
  deleteStripeCustomer,
  resumeSubscriptions,
} from './subscriptions.ts';

/**
 * "Supprimer mon compte" (ADR 019): the request, its cancellation, and the job that carries it out 30 days
 * later (the privacy policy's delay). The business goes with its only owner; a staff member takes only
 * their own account and memberships.
 */

export const DELETION_QUEUE = 'account.delete';
/**
 * The policy promises deletion *within* 30 days. The job is due a day earlier, so that the worker's
 * polling, its retries and the daily catch-up pass (which takes requests an hour past their date) all
 * still land inside the 30 days.
 */
export const DELETION_DELAY_DAYS = 29;
const DAY_MS = 86_400_000;

export interface DeletionJob {
  requestId: string;
}

export interface DeletionStatus {
  status: 'none' | 'scheduled';
  requestedAt: string | null;
  scheduledFor: string | null;
  /** The businesses that go with the account: those the user is the only owner of. */
  businesses: { id: string; name: string }[];
}

/**
 * The businesses that go with the user: those they own with no other owner. Through the request's
 * transaction the member-read policies let the user see exactly their own businesses' memberships.
 */
async function businessesGoingWith(db: Executor, userId: string) {
  return db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(
      sql`${businesses.id} in (
        select m.business_id from public.memberships m
         where m.user_id = ${userId} and m.role = 'owner'
           and not exists (
             select 1 from public.memberships o
              where o.business_id = m.business_id and o.role = 'owner' and o.user_id <> ${userId}))`,
    )
    .orderBy(businesses.name);
}

/** The caller's deletion, read through the request's transaction (row-level security: their own row). */
export async function deletionStatus(scope: TenantScope): Promise<DeletionStatus> {
  const { tx, userId } = scope;
  const [request] = await tx
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, userId));
  const going = await businessesGoingWith(tx, userId);
  return request
    ? {
        status: 'scheduled',
        requestedAt: request.requestedAt.toISOString(),
        scheduledFor: request.scheduledFor.toISOString(),
        businesses: going,
      }
    : { status: 'none', requestedAt: null, scheduledFor: null, businesses: going };
}

/** The job's id is the request's: one job per request, found again to cancel it. */
function enqueueDeletion(scope: Scope, request: { id: string; userId: string; scheduledFor: Date }) {
  const { deps, tx } = scope;
  const data: DeletionJob = { requestId: request.id };
  return deps.jobs.send(DELETION_QUEUE, data, {
    tx,
    id: request.id,
    startAfter: request.scheduledFor,
    singletonKey: `account:${request.userId}`,
    retryLimit: 10,
  });
}

/** The address and language to write to about the account (the account's own address, not the shop's). */
async function accountContact(
  tx: Executor,
  userId: string,
): Promise<{ email: string | null; locale: MailLocale }> {
  const [row] = await tx
    .select({ email: authUsers.email, locale: profiles.locale })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  return { email: row?.email ?? null, locale: row?.locale ?? 'fr' };
}

function deletionDateText(date: Date, locale: MailLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone }).format(date);
}

/** Stores Stripe's current state of the customer, in the request's transaction (as the owner: billing rows). */
async function resyncCustomer(scope: TenantScope, customerId: string) {
  const state = await readCustomer(scope.tx, scope.deps.stripe, customerId);
  if (state) await writeCustomer(scope.tx, state);
}

/**
 * Schedules the deletion of the caller's account for 30 days from now, once the current password is
 * confirmed: the request row, its job, the subscriptions set to end at their period's end (no refund) and
 * a confirmation email, all in the request's transaction. A second request answers the first one.
 */
export async function requestAccountDeletion(
  scope: TenantScope,
  input: { user: AuthUser; password: string },
): Promise<DeletionStatus> {
  const { deps, tx, now } = scope;
  const { user } = input;
  const check = await identityFor(deps.config).checkPassword(tx, user, input.password);
  if (!check.matches) {
    throw new AppError('invalid_password', 'The password is not the account’s current password', 422, {
      password: 'Mot de passe incorrect',
    });
  }
  // With two-factor authentication on, a password alone (an aal1 session) is not enough.
  if (check.verifiedFactor && user.aal !== 'aal2') {
    throw new AppError('mfa_required', 'Sign in with your two-factor code before deleting the account', 403);
  }
  const existing = await deletionStatus(scope);
  if (existing.status === 'scheduled') return existing;

  const scheduledFor = new Date(now.getTime() + DELETION_DELAY_DAYS * DAY_MS);
  const customerId = await customerOf(tx, user.id);
  const going = await businessesGoingWith(tx, user.id);

  await asConnectionOwner(tx, async () => {
    const [request] = await tx
      .insert(accountDeletionRequests)
      .values({ userId: user.id, requestedAt: now, scheduledFor })
      .onConflictDoNothing({ target: accountDeletionRequests.userId })
      .returning();
    // Another request of the same user committed first: it stands.
    if (!request) return;
    await enqueueDeletion(scope, request);

    const changed = customerId ? await cancelSubscriptionsAtPeriodEnd(scope, customerId) : [];
    try {
      if (changed.length) {
        await tx
          .update(accountDeletionRequests)
          .set({ canceledSubscriptionIds: changed })
          .where(eq(accountDeletionRequests.id, request.id));
      }
      if (customerId) await resyncCustomer(scope, customerId);
      const contact = await accountContact(tx, user.id);
      if (contact.email) {
        const mail = deletionScheduledMail({
          locale: contact.locale,
          date: deletionDateText(scheduledFor, contact.locale, scope.timeZone),
          ownsBusiness: going.length > 0,
          settingsUrl: `${deps.config.DASHBOARD_URL}/dashboard/settings?tab=security`,
        });
        await queueEmail(deps, { to: contact.email, ...mail }, tx);
      }
    } catch (error) {
      // Nothing of the request will be kept: the subscriptions go back to how they were.
      await resumeSubscriptions(scope, changed).catch(() => []);
      throw error;
    }
  });
  deps.entitlements.forget(user.id);
  return deletionStatus(scope);
}

/**
 * Takes the request back before its date: the job is cancelled, the row deleted, the subscriptions this
 * request set to end are resumed (where they still run), and a short email confirms it.
 */
export async function cancelAccountDeletion(scope: TenantScope): Promise<DeletionStatus> {
  const { deps, tx, now, userId } = scope;
  await asConnectionOwner(tx, async () => {
    const [request] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, userId))
      .for('update');
    if (!request) return;
    // From its date on, the job may already be deleting files: too late to take it back half-way.
    if (request.scheduledFor <= now) {
      throw new AppError(
        'deletion_in_progress',
        'The deletion has started and can no longer be cancelled',
        409,
      );
    }
    await deps.jobs.cancel(DELETION_QUEUE, request.id, tx);
    await tx.delete(accountDeletionRequests).where(eq(accountDeletionRequests.id, request.id));
    await resumeSubscriptions(scope, request.canceledSubscriptionIds);
    const customerId = await customerOf(tx, userId);
    if (customerId && request.canceledSubscriptionIds.length) await resyncCustomer(scope, customerId);
    const contact = await accountContact(tx, userId);
    if (contact.email) {
      const mail = deletionCancelledMail({
        locale: contact.locale,
        dashboardUrl: `${deps.config.DASHBOARD_URL}/dashboard`,
      });
      await queueEmail(deps, { to: contact.email, ...mail }, tx);
    }
  });
  deps.entitlements.forget(userId);
  return deletionStatus(scope);
}

export type DeletionOutcome = 'deleted' | 'nothing-to-do' | 'not-due';

/** Every stored object of the businesses: uploaded files, and each size of each catalogue photo. */
async function storageKeysOf(db: Executor, businessIds: string[]): Promise<string[]> {
  if (businessIds.length === 0) return [];
  const uploaded = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(inArray(files.businessId, businessIds));
  const photos = await db
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(inArray(productImages.businessId, businessIds));
  return [
    ...uploaded.map((r) => r.key),
    ...photos.flatMap((photo) => photo.variants.map((variant) => variant.key)),
  ];
}

/**
 * The `account.delete` job, at the date. It re-reads the request (cancelled or already carried out:
 * nothing to do), then deletes, in an order that a retry can resume at any point: the stored files of
 * the businesses that go, the Stripe customer, the businesses (every tenant row cascades; the invoice
 * guard lets issued invoices go with their business) and an anonymous completion record in one
 * transaction, and last the auth user (sessions, tokens, factors, profile, memberships, billing rows and
 * the request itself cascade).
 */
export async function carryOutAccountDeletion(
  scope: SystemScope,
  job: DeletionJob,
): Promise<DeletionOutcome> {
  const { deps, now } = scope;
  const db = scope.tx;
  const [request] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, job.requestId));
  if (!request) return 'nothing-to-do';
  if (request.scheduledFor > now) return 'not-due';
  const userId = request.userId;
  const storage = deps.storage;

  const before = await storageKeysOf(
    db,
    (await businessesGoingWith(db, userId)).map((b) => b.id),
  );
  for (const key of before) await storage.delete(key);

  const customerId = await customerOf(db, userId);
  if (customerId) await deleteStripeCustomer(scope, customerId);

  const uploadedMeanwhile = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: accountDeletionRequests.id })
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, request.id))
      .for('update');
    if (!locked) return null;
    const going = (await businessesGoingWith(tx, userId)).map((b) => b.id);
    const keys = await storageKeysOf(tx, going);
    if (going.length) await tx.delete(businesses).where(inArray(businesses.id, going));
    await tx
      .insert(accountDeletionsCompleted)
      .values({
        subjectHash: deletionSubject(userId),
        requestedAt: request.requestedAt,
        scheduledFor: request.scheduledFor,
        completedAt: now,
        businessesDeleted: going.length,
        filesDeleted: keys.length,
      })
      .onConflictDoNothing();
    return keys.filter((key) => !before.includes(key));
  });
  // Another worker carried it out meanwhile.
  if (uploadedMeanwhile === null) return 'nothing-to-do';
  // Files added between the first pass and the transaction (their rows are gone now).
  for (const key of uploadedMeanwhile) await storage.delete(key);

  await identityFor(deps.config).deleteUser(deps.db, userId);
  deps.entitlements.forget(userId);
  return 'deleted';
}

/**
 * The daily safety net: a due request still there (its job failed every retry, or was lost) is carried
 * out now, so the 30-day promise holds whatever happened to the queue.
 */
export async function carryOutOverdueDeletions(scope: SystemScope): Promise<number> {
  const { deps, now } = scope;
  const due = await scope.tx
    .select({ id: accountDeletionRequests.id })
    .from(accountDeletionRequests)
    .where(lte(accountDeletionRequests.scheduledFor, new Date(now.getTime() - 3_600_000)));
  let done = 0;
  for (const { id } of due) {
    try {
      if ((await carryOutAccountDeletion(scope, { requestId: id })) === 'deleted') done++;
    } catch (error) {
      deps.logger.error('account deletion failed', { requestId: id, ...describeError(error) });
    }
  }
  return done;
}
