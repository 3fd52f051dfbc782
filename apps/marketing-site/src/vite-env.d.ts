/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MARKETING_URL: string;
  readonly VITE_SHOWROOM_URL: string;
  readonly VITE_DASHBOARD_URL: string;
  readonly VITE_SITE_URL: string;
  readonly VITE_SUPPORT_EMAIL: string;
  readonly VITE_CONTACT_EMAIL: string;
  readonly VITE_PRIVACY_EMAIL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
