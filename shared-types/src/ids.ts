/**
 * Ids a browser makes up: the anonymous session id (X-Session-Id) and the client id a rider's
 * write carries so a retry is stored once. A v4 UUID fits; so does anything URL-safe of 8-64.
 */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const SESSION_ID_PATTERN = CLIENT_ID_PATTERN;

export const isClientId = (value: string): boolean => CLIENT_ID_PATTERN.test(value);
export const CLIENT_ID_RULE = 'clientId must be 8-64 characters: letters, digits, - or _ (a UUID fits)';
