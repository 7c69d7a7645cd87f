import { PackagesScreen } from '../../features/credits/components/PackagesScreen';
import { ProviderFrame } from './ProviderFrame';

/** /dashboard/pacotes inside the provider frame. */
export default function ProviderPackages() {
  return (
    <ProviderFrame>
      <PackagesScreen />
    </ProviderFrame>
  );
}
