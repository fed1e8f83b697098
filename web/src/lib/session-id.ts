const KEY = 'trailfinder-session-id';
let memory: string | null = null;

/** Anonymous session id: generated once and kept in browser storage. */
export function getSessionId(): string {
  try {
    let id = localStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch (err) {
    console.warn('Session id storage unavailable', err);
    memory ??= crypto.randomUUID();
    return memory;
  }
}
