let asked = false;

/**
 * Asks the browser to keep this site's storage (favourites, saved routes, trails) even under
 * storage pressure. Called when the rider first keeps something on the device; once per page
 * load, and any refusal or failure is ignored: the data is still stored, just evictable.
 */
export function requestPersistentStorage(): void {
  if (asked || typeof navigator === 'undefined') return;
  asked = true;
  try {
    void navigator.storage
      ?.persist?.()
      .then((granted) => console.debug('persistent storage', granted ? 'granted' : 'not granted'))
      .catch((err: unknown) => console.debug('persistent storage request failed', err));
  } catch (err) {
    console.debug('persistent storage request failed', err);
  }
}
