import { PackagesPage } from '../../features/credits/components/PackagesPage';
import { ProviderFrame } from './ProviderFrame';

/** /dashboard/pacotes inside the provider frame. */
export default function ProviderPackages() {
  return (
    <ProviderFrame>
      <PackagesPage />
    </ProviderFrame>
  );
}
