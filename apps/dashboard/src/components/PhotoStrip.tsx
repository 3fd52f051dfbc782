import { Spinner } from '@carat/ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Thumbnail } from '#components/Thumbnail.tsx';

export interface StripPhoto {
  id: string;
  name: string;
}

/**
 * Stored photos as thumbnails, each with its remove button, then the ones still uploading as spinners, then
 * what adds more (`children`, a list item). Used where a form takes photos (an order's references, a counter
 * job's and a valuation's pictures); each form keeps its own upload and its own words.
 */
export function PhotoStrip({
  photos,
  uploading,
  onRemove,
  removeLabel,
  uploadingLabel,
  children,
}: {
  photos: readonly StripPhoto[];
  uploading: readonly string[];
  onRemove: (id: string) => void;
  removeLabel: (name: string) => string;
  uploadingLabel: (name: string) => string;
  children?: ReactNode;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo.id} className="relative">
          <Thumbnail id={photo.id} name={photo.name} />
          <button
            type="button"
            className="absolute -end-2 -top-2 rounded-full border border-border bg-card p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={removeLabel(photo.name)}
            onClick={() => onRemove(photo.id)}
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </li>
      ))}
      {uploading.map((name) => (
        <li
          key={name}
          className="grid size-20 place-items-center rounded-md border border-dashed border-border"
        >
          <Spinner label={uploadingLabel(name)} />
        </li>
      ))}
      {children}
    </ul>
  );
}
