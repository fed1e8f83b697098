import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121134154 } from './Migration20261121134154.js';
import { Migration20261121135558 } from './Migration20261121135558.js';
import { Migration20261123123812_TracksTable } from './Migration20261123123812_TracksTable.js';
import { Migration20261123130355TrailSurface } from './Migration20261123130355TrailSurface.js';
import { Migration20261123130533TrailConditions } from './Migration20261123130533TrailConditions.js';
import { Migration20261123133000_LoginThrottle } from './Migration20261123133000_LoginThrottle.js';
import { Migration20261124140000_RateLimitHits } from './Migration20261124140000_RateLimitHits.js';
import { Migration20261124141307_TrailImages } from './Migration20261124141307_TrailImages.js';
import { Migration20261127040000_TrailDrainage } from './Migration20261127040000_TrailDrainage.js';
import { Migration20261127041000_ReportModelVerdict } from './Migration20261127041000_ReportModelVerdict.js';
import { Migration20261127042000_TrailAccess } from './Migration20261127042000_TrailAccess.js';

/**
 * Every migration, in order. `npm run db:migration:create -w api` writes new files beside this
 * one (from the committed schema snapshot); add each here so the bundle-free build finds it.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121134154', class: Migration20261121134154 },
  { name: 'Migration20261121135558', class: Migration20261121135558 },
  { name: 'Migration20261123123812_TracksTable', class: Migration20261123123812_TracksTable },
  { name: 'Migration20261123130355TrailSurface', class: Migration20261123130355TrailSurface },
  { name: 'Migration20261123130533TrailConditions', class: Migration20261123130533TrailConditions },
  { name: 'Migration20261123133000_LoginThrottle', class: Migration20261123133000_LoginThrottle },
  { name: 'Migration20261124140000_RateLimitHits', class: Migration20261124140000_RateLimitHits },
  { name: 'Migration20261124141307_TrailImages', class: Migration20261124141307_TrailImages },
  { name: 'Migration20261127040000_TrailDrainage', class: Migration20261127040000_TrailDrainage },
  { name: 'Migration20261127041000_ReportModelVerdict', class: Migration20261127041000_ReportModelVerdict },
  { name: 'Migration20261127042000_TrailAccess', class: Migration20261127042000_TrailAccess },
];
