// The conditions module's public surface: other modules and the app import only from here.
export { ConditionReportSchema } from './condition-report.entity.js';
export { TrailStatusSchema } from './trail-status.entity.js';
export { toConditionReport, toSyncedStatus } from './conditions.mapper.js';
export { ConditionsRepository } from './conditions.repository.js';
export { default as conditionsRoutes, CONDITION_RATE_LIMIT } from './conditions.routes.js';

import { ConditionReportSchema } from './condition-report.entity.js';
import { TrailStatusSchema } from './trail-status.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [ConditionReportSchema, TrailStatusSchema];
