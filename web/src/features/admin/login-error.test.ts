import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api-client';
import { loginErrorMessage, loginValidationError } from './login-error';

describe('loginValidationError', () => {
  it('asks for both fields when either is blank', () => {
    expect(loginValidationError('', 'secret')).toBe('Please enter both username and password');
    expect(loginValidationError('admin', '')).toBe('Please enter both username and password');
    expect(loginValidationError('  ', ' ')).toBe('Please enter both username and password');
  });

  it('lets a filled form through', () => {
    expect(loginValidationError(' admin ', 'secret')).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it("shows the server's message", () => {
    const err = new HttpError(401, JSON.stringify({ message: 'Invalid username or password' }), 'Unauthorized');
    expect(loginErrorMessage(err)).toBe('Invalid username or password');
  });

  it('shows the 429 message of the server', () => {
    const err = new HttpError(429, '{"message":"Too many failed attempts. Try again in 15 minutes."}', '');
    expect(loginErrorMessage(err)).toBe('Too many failed attempts. Try again in 15 minutes.');
  });

  it("falls back to 'HTTP {status}' when the body carries no message", () => {
    expect(loginErrorMessage(new HttpError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe('HTTP 502');
  });

  it('falls back to the generic text when the request never got an answer', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Login failed. Please check your credentials.');
  });
});
