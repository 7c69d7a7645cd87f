import { Flex, Spin } from 'antd';
import { spacing } from '../config/theme';
import { PublicLayout } from './layouts/PublicLayout';

/** A public page (the requester's page, a partner's profile) while its data loads: the site frame and a spinner. */
export function PublicPageLoading() {
  return (
    <PublicLayout>
      <Flex justify="center" style={{ padding: spacing.xxl }}>
        <Spin size="large" />
      </Flex>
    </PublicLayout>
  );
}
