import { LEGAL_DOCUMENTS, legalBlocks, legalVersionText, type LegalKind } from '@conectasst/common/web/legalDocuments';
import { Spin, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { legalRequested, selectPublicSite } from '../publicSiteSlice';

/** /termos-de-uso and /politica-de-privacidade (issue 37 item 3): the version in force, its number and date (the same blocks as the server's HTML). */
export function LegalScreen({ kind }: { kind: LegalKind }) {
  const document = useAppSelector(selectPublicSite).legal[kind];
  useScreenIntent(legalRequested(kind));
  const title = document && document !== 'missing' ? document.title : LEGAL_DOCUMENTS[kind].title;
  return (
    <PublicLayout>
      <PageCard title={title}>
        {document === undefined ? (
          <Spin />
        ) : document === 'missing' ? (
          <Typography.Paragraph>Documento indisponível no momento. Tente de novo mais tarde.</Typography.Paragraph>
        ) : (
          <article data-testid={`legal-${kind}`}>
            <Typography.Paragraph type="secondary">
              <em>{legalVersionText(document.version, document.publishedAt)}</em>
            </Typography.Paragraph>
            {legalBlocks(document.body).map((block, i) =>
              block.kind === 'heading' ? (
                <Typography.Title key={i} level={2} style={{ fontSize: 18 }}>
                  {block.text}
                </Typography.Title>
              ) : block.kind === 'list' ? (
                <ul key={i}>
                  {block.items.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              ) : (
                <Typography.Paragraph key={i}>{block.text}</Typography.Paragraph>
              ),
            )}
          </article>
        )}
      </PageCard>
    </PublicLayout>
  );
}

export const TermsOfUseScreen = () => <LegalScreen kind="termos-de-uso" />;
export const PrivacyPolicyScreen = () => <LegalScreen kind="politica-de-privacidade" />;
