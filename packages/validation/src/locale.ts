import { LOCALES } from '@carat/domain/locale';
import { z } from 'zod';

/** A locale the product speaks ('fr' or 'en'): the one schema of `LOCALES`, for bodies, queries and answers. */
export const localeSchema = z.enum(LOCALES);
