import { useState } from 'react';
import { ArrowLeft, MapPinOff, RefreshCw } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clearCachedTrails } from '../api';
import css from './trail-not-found.module.css';
import { ButtonLoading } from '../../../components/button-loading';

/** 'Trail Not Found': for a 404 and for any other failure to load the trail. */
export function TrailNotFound() {
  useDocumentTitle('Trail Not Found');
  const navigate = useNavigate();
  const location = useLocation();
  // A shared link opened directly has no page to go back to: go to the trail list instead.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  const [clearing, setClearing] = useState(false);
  const refreshAndBrowse = async () => {
    setClearing(true);
    try {
      await clearCachedTrails();
    } catch (err) {
      console.error('Could not clear the cached trails', err);
    }
    void navigate('/');
  };
  return (
    <div className={css.page}>
      <div className={css.icon}>
        <MapPinOff size={32} aria-hidden="true" />
      </div>
      <h1 className={css.title}>Trail Not Found</h1>
      <p className={css.lead}>Sorry, we couldn't find the trail you're looking for.</p>
      <p className={css.text}>
        This can happen when the trail database has been updated and the trail was moved or removed. Refreshing the
        trails saved on this device usually helps.
      </p>
      <div className={css.actions}>
        <button type="button" className={css.outline} onClick={goBack}>
          <ArrowLeft aria-hidden="true" /> Go Back
        </button>
        <RouterLink to="/" className={css.solid}>
          Browse All Trails
        </RouterLink>
        {/* While clearing: disabled, its label kept (unseen) for its width under a spinner, as Chakra's loading button. */}
        <button
          type="button"
          className={css.refresh}
          data-loading={clearing ? '' : undefined}
          disabled={clearing}
          onClick={() => void refreshAndBrowse()}
        >
          {clearing ? (
            <ButtonLoading>
              <RefreshCw aria-hidden="true" /> Refresh &amp; Browse
            </ButtonLoading>
          ) : (
            <>
              <RefreshCw aria-hidden="true" /> Refresh &amp; Browse
            </>
          )}
        </button>
      </div>
    </div>
  );
}
