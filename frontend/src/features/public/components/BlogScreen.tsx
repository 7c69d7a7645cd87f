import { Card, Typography } from 'antd';
import { formatLongDate } from '@conectasst/common/text/brazilianFormats';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { postPath } from '@conectasst/common/web/blogPaths';
import { Link } from 'react-router-dom';
import { spacing } from '../../../config/theme';
import { PublicContentScreen } from './PublicContentScreen';

/** /blog: published posts, or 'Nenhum post disponivel'. The HTML was sanitized by the server (allowlist). */
export function BlogScreen() {
  return (
    <PublicContentScreen content="posts" title="Blog" empty={blogMessages.empty}>
      {(posts) => (
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
    </PublicContentScreen>
  );
}
