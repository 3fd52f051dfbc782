/** The sign-up step's chunk: its page and its texts (added to the catalogue when the route loads). */
export { welcomeMessages } from './messages.ts';
export { WelcomePage } from './WelcomePage.tsx';
