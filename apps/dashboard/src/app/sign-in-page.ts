/**
 * The addresses of the sign-in page, as react-router matches its `/auth` route (a trailing slash, any case): a
 * visit that starts on one of them starts without the router (`main.tsx`, ADR 100). The build's index.html
 * reads it too, to fetch the right chunks beside the entry (`vite.config.ts`).
 */
export const SIGN_IN_PAGE = /^\/auth\/?$/i;
