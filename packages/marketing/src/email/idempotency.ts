import { createHash } from 'node:crypto';

/**
 * One key per (campaign, client): the send job records it with the send in one transaction, and a worker
 * that died mid-batch skips every key already there when it starts again. Hashing the JSON pair keeps
 * ids with any characters from colliding ('a:b' + 'c' vs 'a' + 'b:c').
 */
export function recipientIdempotencyKey(campaignId: string, clientId: string): string {
  if (!campaignId || !clientId) throw new RangeError('campaignId and clientId are both required');
  const digest = createHash('sha256')
    .update(JSON.stringify([campaignId, clientId]))
    .digest('hex');
  return `cr1_${digest.slice(0, 40)}`;
}

/** A stable Message-ID from the key, so a resent copy of the same email is the same message to the inbox. */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  if (!/^[a-z0-9.-]+$/i.test(domain)) throw new RangeError(`not a domain: '${domain}'`);
  return `<${idempotencyKey}@${domain}>`;
}
