export { TryOnButton } from './TryOnButton.tsx';
