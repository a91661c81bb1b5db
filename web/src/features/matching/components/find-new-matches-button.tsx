import { Sparkles } from 'lucide-react';
import { useNavigate } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';

/** Home's empty-state action ("Find New Matches", docs/product.md#home): runs a new search. */
export function FindNewMatchesButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<Sparkles size={18} aria-hidden="true" />} onClick={() => void navigate('/searching')}>
      Find New Matches
    </Button>
  );
}
