/** The sign-in pages' schemas, fetched on their form's first submit (zod is not in their first load, ADR 047). */
export const authSchemas = () => import('@carat/validation/auth');
