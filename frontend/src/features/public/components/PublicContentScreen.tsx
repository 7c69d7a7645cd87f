import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { contentRequested, selectPublicSite } from '../publicSiteSlice';
import type { PublicSiteState } from '../publicSiteSlice';
import { EmptyState } from '../../../components/EmptyState';

type ListedContent = 'faqs' | 'mvv' | 'posts';

/**
 * A public page listing content the admin writes (FAQ, missão/visão/valores, blog): asks the saga for it on opening,
 * a spinner until the first answer, `empty` when there is none.
 */
export function PublicContentScreen<K extends ListedContent>({
  content,
  title,
  empty,
  children,
}: {
  content: K;
  title: string;
  empty: string;
  children: (items: PublicSiteState[K]) => ReactNode;
}) {
  const site = useAppSelector(selectPublicSite);
  const items = site[content];
  useScreenIntent(contentRequested(content));
  return (
    <PublicLayout>
      <PageCard title={title}>
        {site.loading[content] && items.length === 0 ? (
          <Spin />
        ) : items.length === 0 ? (
          <EmptyState description={empty} />
        ) : (
          children(items)
        )}
      </PageCard>
    </PublicLayout>
  );
}
