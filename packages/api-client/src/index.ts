export { type AuthFailure, authErrorCode, authErrorMessage } from './auth-errors.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  apiErrorFrom,
  createApiClient,
  errorMessage,
  unwrap,
} from './client.ts';
