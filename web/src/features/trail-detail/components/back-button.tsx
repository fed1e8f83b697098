import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import css from './trail-buttons.module.css';

/** Back to where the rider came from; on a direct visit, to the trail list (for ?province=, filtered). */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const goBack = () => {
    if (location.key !== 'default') {
      void navigate(-1);
      return;
    }
    const province = params.get('province');
    void navigate(province ? `/?${new URLSearchParams({ province })}#routes` : '/#routes');
  };
  return (
    <button type="button" className={css.back} onClick={goBack}>
      <ArrowLeft aria-hidden="true" /> Back to Trails
    </button>
  );
}
