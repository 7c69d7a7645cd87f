import { NotFoundResult } from '../../components/NotFoundResult';
import { PublicLayout } from '../../components/layouts/PublicLayout';

export function NotFoundScreen() {
  return (
    <PublicLayout>
      <NotFoundResult />
    </PublicLayout>
  );
}
