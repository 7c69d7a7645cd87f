import {
  AuditOutlined,
  FileTextOutlined,
  HomeOutlined,
  LockOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';

/** /admin/cms: one button per editable page (spec §2), plus the blog. */
export function PagesScreen() {
  const navigate = useNavigate();
  const buttons = [
    { label: 'Home', icon: <HomeOutlined />, to: paths.admin.cmsHome },
    { label: 'Perguntas Frequentes', icon: <QuestionCircleOutlined />, to: paths.admin.cmsFaq },
    { label: 'Missão, Visão e Valores', icon: <FileTextOutlined />, to: paths.admin.cmsMissionValues },
    { label: 'Blog', icon: <ReadOutlined />, to: paths.admin.blog },
    { label: 'Termos de Uso', icon: <AuditOutlined />, to: `${paths.admin.cms}/legal/termos-de-uso` },
    {
      label: 'Política de Privacidade',
      icon: <LockOutlined />,
      to: `${paths.admin.cms}/legal/politica-de-privacidade`,
    },
  ];
  return (
    <PageCard title="CMS">
      <Row gutter={[spacing.md, spacing.md]}>
        {buttons.map((button) => (
          <Col key={button.label} xs={24} sm={12} lg={6}>
            <Button
              block
              size="large"
              icon={button.icon}
              style={{ height: 72 }}
              onClick={() => void navigate(button.to)}
            >
              {button.label}
            </Button>
          </Col>
        ))}
      </Row>
    </PageCard>
  );
}
