/** A review as visitors see it (never its email). */
export function serialiseReview(row: {
  id: string;
  name: string;
  rating: number;
  comment: string;
  verified: boolean;
  createdAt: Date;
  /** The jeweller's public reply (0018), when there is one. */
  reply?: string | null;
  repliedAt?: Date | null;
}) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}
