/**
 * The business the dashboard acts for, for a user who belongs to several (the switcher). Remembered in
 * this browser; every API call sends it as `X-Business-Id`, which the API checks against the user's
 * memberships (an id they no longer belong to answers 404, and the switcher then forgets it).
 */
const KEY = 'carat.business';

export function chosenBusiness(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function chooseBusiness(id: string | null) {
  try {
    if (id) window.localStorage.setItem(KEY, id);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
}
