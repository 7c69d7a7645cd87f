import { Card, Col, Empty, Row, Spin } from 'antd';
import { useEffect } from 'react';
import { mvvTypeLabels } from '@conectasst/common/rules/pageRules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';
import { contentRequested, selectPublicSite } from '../publicSiteSlice';
import { ContentText } from './ContentText';

/** /missao-visao-valores: entries from `GET /v1/pages?page=quest`. */
export function MissionVisionValuesPage() {
  const dispatch = useAppDispatch();
  const { mvv, loading } = useAppSelector(selectPublicSite);
  useEffect(() => {
    dispatch(contentRequested('mvv'));
  }, [dispatch]);

  return (
    <PublicLayout>
      <PageCard title="Missão, visão e valores">
        {loading.mvv && mvv.length === 0 ? (
          <Spin />
        ) : mvv.length === 0 ? (
          <Empty description="Conteúdo indisponível" />
        ) : (
          <Row gutter={[spacing.lg, spacing.lg]}>
            {mvv.map((entry) => (
              <Col key={entry.id} xs={24} md={8}>
                <Card title={mvvTypeLabels[entry.type]} style={{ height: '100%' }}>
                  <ContentText text={entry.description} />
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </PageCard>
    </PublicLayout>
  );
}
