export { type ApiClient, type ApiClientOptions, ApiError, createApiClient, unwrap } from './client.ts';
