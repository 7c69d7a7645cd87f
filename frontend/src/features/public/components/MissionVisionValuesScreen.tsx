import { Card, Col, Row } from 'antd';
import { mvvTypeLabels } from '@conectasst/common/rules/pageRules';
import { spacing } from '../../../config/theme';
import { ContentText } from './ContentText';
import { PublicContentScreen } from './PublicContentScreen';

/** /missao-visao-valores: entries from `GET /v1/pages?page=quest`. */
export function MissionVisionValuesScreen() {
  return (
    <PublicContentScreen content="mvv" title="Missão, visão e valores" empty="Conteúdo indisponível">
      {(mvv) => (
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
    </PublicContentScreen>
  );
}
