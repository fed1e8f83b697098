import { useQuery } from '@tanstack/react-query';
import { DRAINAGE_LABELS, agreementLabel, drainageHint } from '@trailfinder/shared-types/rules';
import type { ModelAgreementResponse } from '@trailfinder/shared-types';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query/query-keys';
import { ErrorAlert } from './error-alert';
import styles from './model-agreement-panel.module.css';

/**
 * How often the drying model's verdict for the hour agreed with rider reports of the last 90
 * days, overall and per trail, least agreement first, so the admin sees where to set drainage
 * (decision 076).
 */
export function ModelAgreementPanel() {
  const { data, error } = useQuery({
    queryKey: queryKeys.admin.agreement,
    queryFn: () => getJson<ModelAgreementResponse>('/api/admin/conditions/agreement'),
  });
  return (
    <section className={styles.panel} aria-labelledby="agreement-title">
      <h3 className={styles.heading} id="agreement-title">
        Drying model against rider reports
      </h3>
      {error && !data && <ErrorAlert message={`Agreement could not be loaded: ${error.message}`} />}
      {!data && !error && <p className={styles.muted}>Loading…</p>}
      {data && (
        <>
          <p className={styles.overall} data-testid="agreement-overall">
            Overall, last {data.days} days: {agreementLabel(data.overall)}
          </p>
          {data.trails.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Trail</th>
                  <th scope="col">Surface and drainage</th>
                  <th scope="col">Agreement</th>
                </tr>
              </thead>
              <tbody>
                {data.trails.map((t) => {
                  const hint = drainageHint(t);
                  return (
                    <tr key={t.routeId}>
                      <td>{t.routeName}</td>
                      <td>
                        {t.surface}, {DRAINAGE_LABELS[t.drainage].toLowerCase()}
                      </td>
                      <td>
                        {agreementLabel(t)}
                        {hint && <div className={styles.hint}>{hint}</div>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <p className={styles.muted}>
            Each dry, tacky, wet or muddy report is compared with the model&apos;s estimate for that hour. Set a
            trail&apos;s drainage in its form where riders keep disagreeing.
          </p>
        </>
      )}
    </section>
  );
}
