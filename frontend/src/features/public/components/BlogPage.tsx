import { Card, Empty, Spin, Typography } from 'antd';
import { formatLongDate } from '@conectasst/common/text/brazilianFormats';
import { useEffect } from 'react';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { postPath } from '@conectasst/common/web/blogPaths';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';
import { contentRequested, selectPublicSite } from '../publicSiteSlice';

/** /blog: published posts, or 'Nenhum post disponivel'. The HTML was sanitized by the server (allowlist). */
export function BlogPage() {
  const dispatch = useAppDispatch();
  const { posts, loading } = useAppSelector(selectPublicSite);
  useEffect(() => {
    dispatch(contentRequested('posts'));
  }, [dispatch]);

  return (
    <PublicLayout>
      <PageCard title="Blog">
        {loading.posts && posts.length === 0 ? (
          <Spin />
        ) : posts.length === 0 ? (
          <Empty description={blogMessages.empty} />
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.lg }}>
            {posts.map((post) => (
              <Card
                key={post.id}
                title={
                  <h2 style={{ margin: 0, fontSize: 20 }}>
                    <Link to={postPath({ id: post.id, title: post.titulo })}>{post.titulo}</Link>
                  </h2>
                }
              >
                {post.published_at ? (
                  <Typography.Text type="secondary">{formatLongDate(post.published_at)}</Typography.Text>
                ) : null}
                <div className="blog-post" dangerouslySetInnerHTML={{ __html: post.code }} />
              </Card>
            ))}
          </div>
        )}
      </PageCard>
    </PublicLayout>
  );
}
