import { useCollectionOptions, useProductList } from '@carat/api-client/react';
import { Checkbox, cn, Label } from '@carat/ui';
import { type ComponentProps, useId } from 'react';

/** A native select styled like the kit's inputs: keyboard and screen readers get the platform's control. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The catalogue's pieces as checkboxes, for a post's subject and a campaign's pieces block alike: at most
 * `max` kept, in the order they were ticked.
 */
export function PiecePicker({
  selected,
  max,
  onChange,
  className,
}: {
  selected: readonly string[];
  max: number;
  onChange: (productIds: string[]) => void;
  className?: string;
}) {
  const products = useProductList();
  const ids = useId();
  return (
    <ul className={cn('grid gap-1 overflow-y-auto', className)}>
      {products.data?.map((product) => (
        <li key={product.id} className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-${product.id}`}
            checked={selected.includes(product.id)}
            onCheckedChange={(on) =>
              onChange(
                on === true
                  ? [...selected, product.id].slice(0, max)
                  : selected.filter((id) => id !== product.id),
              )
            }
          />
          <Label htmlFor={`${ids}-${product.id}`} className="font-normal">
            {product.name}
          </Label>
        </li>
      ))}
    </ul>
  );
}

/** The business's collections as the options of a select (its first, empty option is the caller's). */
export function CollectionOptions() {
  const collections = useCollectionOptions();
  return (
    <>
      {collections.data?.map((collection) => (
        <option key={collection.id} value={collection.id}>
          {collection.name}
        </option>
      ))}
    </>
  );
}
