import { Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

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
    <Button variant="ghost" size="sm" color="brand.800" px="2" ml="-2" onClick={goBack} _hover={{ bg: 'brand.50' }}>
      <ArrowLeft aria-hidden="true" /> Back to Trails
    </Button>
  );
}
