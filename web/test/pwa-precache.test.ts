import { describe, expect, it } from 'vitest';
import { adminOnlyFiles, type ViteManifest } from '../pwa-precache';

// A build's manifest in small: the entry, a rider page, the videos page that opens the admin's
// login dialog on demand, the dashboard that opens the admin area, and what they share.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/web-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/app/routes/trail-page.tsx', 'src/app/routes/videos-page.tsx', 'src/app/routes/dashboard.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/routes/trail-page.tsx': { file: 'assets/trail-page-1.js', imports: ['_dialog-1.js'] },
  'src/app/routes/videos-page.tsx': {
    file: 'assets/videos-page-1.js',
    dynamicImports: ['src/features/admin/components/admin-login-dialog.tsx'],
  },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    dynamicImports: ['src/features/admin/components/admin-area.tsx', 'src/features/tracks/admin-tracks-panel.tsx'],
  },
  'src/features/admin/components/admin-login-dialog.tsx': {
    file: 'assets/admin-login-dialog-1.js',
    imports: ['_login-form-1.js', '_dialog-1.js'],
  },
  'src/features/admin/components/admin-area.tsx': {
    file: 'assets/admin-area-1.js',
    imports: ['_login-form-1.js'],
    css: ['assets/admin-area-1.css'],
  },
  'src/features/tracks/admin-tracks-panel.tsx': { file: 'assets/admin-tracks-panel-1.js' },
  '_login-form-1.js': { file: 'assets/login-form-1.js' },
  '_dialog-1.js': { file: 'assets/dialog-1.js' },
  'style.css': { file: 'assets/style-1.css', src: 'style.css' } as ViteManifest[string],
};

describe('the precache without the admin', () => {
  it("leaves out the files only the admin's code reaches", () => {
    expect([...adminOnlyFiles(manifest)].sort()).toEqual([
      'assets/admin-area-1.css',
      'assets/admin-area-1.js',
      'assets/admin-login-dialog-1.js',
      'assets/admin-tracks-panel-1.js',
      'assets/login-form-1.js',
    ]);
  });

  it('keeps what a rider also uses, the pages that open the admin, and files outside the import graph', () => {
    const adminOnly = adminOnlyFiles(manifest);
    for (const kept of [
      'assets/web-1.js',
      'assets/react-1.js',
      'assets/trail-page-1.js',
      'assets/dialog-1.js',
      'assets/videos-page-1.js',
      'assets/dashboard-1.js',
      'assets/style-1.css',
    ])
      expect(adminOnly.has(kept)).toBe(false);
  });
});
