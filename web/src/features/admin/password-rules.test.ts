import { describe, expect, it } from 'vitest';
import { passwordChangeError } from './password-rules';

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  passwordChangeError({ currentPassword, newPassword, confirmPassword });

describe('passwordChangeError', () => {
  it('requires the current password, also when it is only spaces', () => {
    expect(change('', 'new-secret')).toBe('Current password is required');
    expect(change('   ', 'new-secret')).toBe('Current password is required');
  });

  it('requires a new password of at least 6 characters after trimming', () => {
    expect(change('old-secret', '')).toBe('New password is required');
    expect(change('old-secret', '  ')).toBe('New password is required');
    expect(change('old-secret', ' abcde ')).toBe('New password must be at least 6 characters long');
  });

  it('needs a matching confirmation, compared trimmed', () => {
    expect(change('old-secret', 'new-secret', 'new-secrets')).toBe('New passwords do not match');
    expect(change('old-secret', 'new-secret', ' new-secret ')).toBeNull();
  });

  it('refuses a new password equal to the current one', () => {
    expect(change('same-secret', ' same-secret')).toBe('New password must be different from current password');
  });

  it('checks the rules in their fixed order', () => {
    expect(change('', '', 'x')).toBe('Current password is required');
    expect(change('old-secret', 'abc', 'xyz')).toBe('New password must be at least 6 characters long');
    expect(change('old-secret', 'old-secret', 'other')).toBe('New passwords do not match');
  });

  it('accepts a valid change', () => {
    expect(change('old-secret', 'new-secret')).toBeNull();
  });
});
