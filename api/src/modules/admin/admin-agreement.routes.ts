import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGREEMENT_DAYS, countAgreement, ModelAgreementResponse } from '@trailfinder/shared-types';
import { ConditionsRepository } from '../conditions/index.js';
import { adminSchema } from './admin-schema.js';

const DAY = 86_400_000;

/** /api/admin/conditions/agreement: how often the drying model agreed with riders (decision 076). */
const adminAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const conditions = new ConditionsRepository(app.em);

  app.get(
    '/conditions/agreement',
    {
      schema: adminSchema(
        "The drying model's verdict against rider reports of the last 90 days, per trail and overall",
        {
          description:
            'Each dry/tacky/wet/muddy report is compared with the model verdict stored with it (weather alone, for ' +
            'that hour). `wetter`: riders found it wetter than the model said; `drier`: the opposite. Trails with ' +
            'no labelled report are left out.',
          response: { 200: ModelAgreementResponse },
        },
      ),
    },
    async () => {
      const labelled = await conditions.labelledSince(new Date(Date.now() - AGREEMENT_DAYS * DAY));
      const trails = (await app.trails.all()).flatMap((t) => {
        const count = countAgreement(labelled.filter((r) => r.routeId === t.id));
        if (count.reports === 0) return [];
        return [{ routeId: t.id, routeName: t.name, surface: t.surface, drainage: t.drainage, ...count }];
      });
      trails.sort((a, b) => a.agreed / a.reports - b.agreed / b.reports || b.reports - a.reports);
      return { days: AGREEMENT_DAYS, overall: countAgreement(labelled), trails };
    },
  );
};

export default adminAgreementRoutes;
