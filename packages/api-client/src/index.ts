export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  apiErrorFrom,
  createApiClient,
  errorMessage,
  unwrap,
} from './client.ts';
