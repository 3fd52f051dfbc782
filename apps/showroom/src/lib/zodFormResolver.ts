import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that checks whatever a form's fields hold against a shared zod schema, for a form of any
 * values `V`: the fields hold what a person chose (0 for no star yet), which the schema parses at run time
 * as it would any input, so the form's values need not be the schema's input type. Generic, so
 * `useForm<FormValues>` takes it without a cast at the call (the dashboard has the same helper).
 */
export function zodFormResolver(schema: z.ZodType<FieldValues, FieldValues>) {
  const resolve: Resolver<FieldValues> = zodResolver(schema);
  return <V extends FieldValues>(values: V, context: unknown, options: ResolverOptions<V>) =>
    resolve(values, context, options as ResolverOptions<FieldValues>) as Promise<ResolverResult<V>>;
}
