import { env } from '#lib/env.ts';

/**
 * A photo's address as the dashboard can load it: uploaded photos are absolute (the API serves them);
 * the seeded pieces' drawings are paths of the showroom app (/media/…), served from there.
 */
export function photoUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${env.showroomUrl}${url}` : url;
}
