/** A review as visitors see it (never its email). */
export function serialiseReview(row: {
  id: string;
  name: string;
  rating: number;
  comment: string;
  verified: boolean;
  createdAt: Date;
}) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
