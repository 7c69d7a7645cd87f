import { useLocation } from 'react-router-dom';
import { SecondStateScreen } from '../../features/onboarding/components/SecondStateScreen';
import { ThirdStateScreen } from '../../features/onboarding/components/ThirdStateScreen';
import { returnPathOf } from '../../lib/returnPath';
import { ProviderFrame } from './ProviderFrame';

/**
 * /second-state and /third-state: the sign-up steps in their own frame; opened from the provider area
 * (`?voltar=/dashboard/profile`), the same screens inside the provider frame, leading back there (issue #35).
 */
export function SecondStateRoute() {
  const back = returnPathOf(useLocation().search);
  if (!back) return <SecondStateScreen />;
  return (
    <ProviderFrame>
      <SecondStateScreen returnTo={back} />
    </ProviderFrame>
  );
}

export function ThirdStateRoute() {
  const back = returnPathOf(useLocation().search);
  if (!back) return <ThirdStateScreen />;
  return (
    <ProviderFrame>
      <ThirdStateScreen returnTo={back} />
    </ProviderFrame>
  );
}
