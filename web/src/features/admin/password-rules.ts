import { ChangePasswordInput } from '@trailfinder/shared-types';

export const PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The first broken rule, in the order the form checks them (values trimmed), or null.
 * The shared schema holds the rules the server applies too; the confirmation is the form's own.
 */
export function passwordChangeError({ currentPassword, newPassword, confirmPassword }: PasswordChange): string | null {
  const result = ChangePasswordInput.safeParse({ currentPassword, newPassword });
  const issues = result.success ? [] : result.error.issues;
  const fieldIssue =
    issues.find((i) => i.path[0] === 'currentPassword') ??
    issues.find((i) => i.path[0] === 'newPassword' && i.code !== 'custom');
  if (fieldIssue) return fieldIssue.message;
  if (newPassword.trim() !== confirmPassword.trim()) return PASSWORDS_DO_NOT_MATCH;
  return issues[0]?.message ?? null;
}
