import type { AuthProviderConfig } from './context.ts';

/** Social and other providers Supabase Auth lists: none is enabled here, only email and password. */
const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'phone',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
] as const;

/** GET /settings, in Supabase Auth's shape. */
export function authSettings(config: AuthProviderConfig) {
  return {
    external: {
      ...Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, false])),
      email: true,
    },
    disable_signup: false,
    mailer_autoconfirm: !config.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}
