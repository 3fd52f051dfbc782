/**
 * The showroom's page that reads the client's cancel / reschedule token from the fragment: 32 random bytes
 * never sent to a server nor in a Referer; only their SHA-256 is stored (`hashToken`, lib/tokens.ts).
 */
export function manageUrl(showroomUrl: string, token: string): string {
  return `${showroomUrl}/booking/manage#${token}`;
}
