/** A piece's page on the showroom. */
export function pieceUrl(business: { showroomUrl: string }, ref: number): string {
  return `${business.showroomUrl}/product/${ref}`;
}
