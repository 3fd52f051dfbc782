export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen.tsx';
export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen.tsx';
