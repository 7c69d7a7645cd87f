import { NotFoundResult } from '../../components/NotFoundResult';
import { PublicLayout } from '../../components/layouts/PublicLayout';

export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundResult />
    </PublicLayout>
  );
}
