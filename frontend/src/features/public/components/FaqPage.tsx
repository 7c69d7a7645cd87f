import { Collapse, Empty, Spin } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { contentRequested, selectPublicSite } from '../publicSiteSlice';
import { ContentText } from './ContentText';

/** /perguntas-frequentes: the FAQ from `GET /v1/pages?page=common_questions`. */
export function FaqPage() {
  const dispatch = useAppDispatch();
  const { faqs, loading } = useAppSelector(selectPublicSite);
  useEffect(() => {
    dispatch(contentRequested('faqs'));
  }, [dispatch]);

  return (
    <PublicLayout>
      <PageCard title="Perguntas frequentes">
        {loading.faqs && faqs.length === 0 ? (
          <Spin />
        ) : faqs.length === 0 ? (
          <Empty description="Nenhuma pergunta cadastrada" />
        ) : (
          <Collapse
            items={faqs.map((faq) => ({
              key: faq.id,
              label: faq.title,
              children: <ContentText text={faq.description} />,
            }))}
            defaultActiveKey={faqs.slice(0, 1).map((faq) => faq.id)}
          />
        )}
      </PageCard>
    </PublicLayout>
  );
}
