import { useFileUrl } from '@carat/api-client/react';

/** A stored image, fetched with the session (files are never public). */
export function Thumbnail({ id, name, size = 'size-20' }: { id: string; name: string; size?: string }) {
  const { url } = useFileUrl(id);
  return url ? (
    <img src={url} alt={name} className={`${size} rounded-md border border-border object-cover`} />
  ) : (
    <div className={`${size} animate-pulse rounded-md bg-muted`} role="img" aria-label={name} />
  );
}
